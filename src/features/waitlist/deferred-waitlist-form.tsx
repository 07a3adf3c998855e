import { useRef, useState } from 'react'
import { onDemand, useOnDemand } from '@/lib/on-demand'
import { WaitlistFormLayout } from './waitlist-form-layout'
import type { WaitlistFormProps } from './waitlist-form'

const waitlistForm = onDemand(() => import('./waitlist-form'))

type DeferredWaitlistFormProps = Pick<WaitlistFormProps, 'idPrefix' | 'onJoined'>

type Carried = { email: string; focused: boolean; onButton: boolean }

/**
 * The waitlist form for pages that show it inline. The form library and schema (about 22 kB
 * gzip) are fetched when the visitor reaches for the field (docs/decisions/082); the
 * prerendered form takes the typing, uncontrolled, so text typed or autofilled before any script
 * ran is kept. On submit it reads the field, shows "joining..." while the code arrives, and then
 * swaps in the real form, which carries on with the text and the submit. If the code cannot
 * arrive, the form posts itself as it would without JavaScript.
 */
export function DeferredWaitlistForm({ idPrefix, onJoined }: DeferredWaitlistFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const postNatively = useRef(false)
  const code = useOnDemand(waitlistForm, () => {
    const form = formRef.current
    if (!form) return
    postNatively.current = true
    form.noValidate = false
    form.requestSubmit()
  })
  const [carried, setCarried] = useState<Carried | null>(null)
  const WaitlistForm = code.module?.WaitlistForm

  if (WaitlistForm && carried) {
    return (
      <WaitlistForm
        idPrefix={idPrefix}
        onJoined={onJoined}
        initialEmail={carried.email}
        restoreFocus={carried.focused && !carried.onButton}
        restoreSubmitFocus={carried.onButton}
        submitOnMount
      />
    )
  }
  return (
    <WaitlistFormLayout
      idPrefix={idPrefix}
      formRef={formRef}
      onSubmit={(event) => {
        if (postNatively.current) return
        event.preventDefault()
        const form = event.currentTarget
        const field = form.elements.namedItem('email')
        const email = field instanceof HTMLInputElement ? field.value : ''
        const focused = form.contains(document.activeElement)
        // Pressed with the button focused: the real form's button takes focus over.
        const onButton = focused && document.activeElement instanceof HTMLButtonElement
        code.run(() => setCarried({ email, focused, onButton }))
      }}
      loading={code.pending}
      inputProps={{ onFocus: code.prefetch }}
    />
  )
}
