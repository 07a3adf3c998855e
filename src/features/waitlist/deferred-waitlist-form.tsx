import { Suspense, useEffect, useState } from 'react'
import { waitlistCopy } from '@/content/waitlist'
import { lazyComponent } from '@/lib/lazy-component'
import { WaitlistFormLayout } from './waitlist-form-layout'
import type { WaitlistFormProps } from './waitlist-form'

const loadForm = () => import('./waitlist-form')
const WaitlistForm = lazyComponent(
  () => loadForm().then((module) => module.WaitlistForm),
  UnavailableWaitlistForm,
)

/** If the form code cannot be fetched, say so on submit instead of breaking the page. */
function UnavailableWaitlistForm({ idPrefix, initialEmail = '' }: WaitlistFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string>()
  return (
    <WaitlistFormLayout
      idPrefix={idPrefix}
      onSubmit={(event) => {
        event.preventDefault()
        setError(waitlistCopy.saveFailed)
      }}
      inputProps={{ value: email, onChange: (event) => setEmail(event.target.value) }}
      saveError={error}
    />
  )
}

type DeferredWaitlistFormProps = Pick<WaitlistFormProps, 'idPrefix' | 'onJoined'>

/**
 * The waitlist form for pages that show it inline. The form library and schema (about 22 kB
 * gzip) are fetched once the page is idle, or at once when the visitor reaches for the field,
 * but an identical stand-in takes the typing until the first submit. Only then is it swapped
 * for the real form, which carries on with the text and the submit: swapping earlier could drop
 * a keystroke mid-word or a click mid-press.
 */
export function DeferredWaitlistForm({ idPrefix, onJoined }: DeferredWaitlistFormProps) {
  const [typed, setTyped] = useState('')
  const [focused, setFocused] = useState(false)
  const [submitted, setSubmitted] = useState(false)

  useEffect(() => {
    const whenIdle =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = whenIdle(() => void loadForm())
    return () => cancel(handle)
  }, [])

  const standIn = (
    <WaitlistFormLayout
      idPrefix={idPrefix}
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
      }}
      loading={submitted}
      inputProps={{
        value: typed,
        onChange: (event) => setTyped(event.target.value),
        onFocus: () => {
          setFocused(true)
          void loadForm()
        },
        onBlur: () => setFocused(false),
      }}
    />
  )

  if (!submitted) return standIn
  return (
    <Suspense fallback={standIn}>
      <WaitlistForm
        idPrefix={idPrefix}
        onJoined={onJoined}
        initialEmail={typed}
        restoreFocus={focused}
        submitOnMount={submitted}
      />
    </Suspense>
  )
}
