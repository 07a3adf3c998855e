import { zodResolver } from '@hookform/resolvers/zod'
import { useReducer, useRef, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { timing } from '@/content/product'
import { waitlistCopy } from '@/content/waitlist'
import { track } from '@/lib/analytics'
import { useCarriedSubmit, type CarriedSubmit } from '@/lib/loading/deferred-form'
import { recoverFromMissingCode } from '@/lib/loading/on-demand'
import { reloadToResume } from '@/lib/loading/resume'
import { initialSubmitStatus, submitReducer } from '@/lib/submit-status'
import { TimeoutError, withTimeout } from '@/lib/with-timeout'
import { firebaseCodeLoaded, saveSignup } from './save-signup'
import { WaitlistFormLayout, type SpokenError } from './waitlist-form-layout'
import { waitlistSchema, type WaitlistValues } from './waitlist.schema'

export type WaitlistFormProps = {
  /** Keeps ids unique when the form appears more than once in a document; also its resume key. */
  idPrefix: string
  onJoined?: () => void
  /** What the prerendered form held when its submit loaded this one (see deferred-waitlist-form). */
  carried?: CarriedSubmit
}

function recordSignup() {
  track('waitlist_signup', { platform: 'android', timestamp: Date.now() })
}

/** The Android waitlist signup (spec sections 4, 5, 7, 8). */
export function WaitlistForm({ idPrefix, onJoined, carried }: WaitlistFormProps) {
  const [state, dispatch] = useReducer(submitReducer<'save'>, initialSubmitStatus)
  const formRef = useRef<HTMLFormElement>(null)
  // Writes that may still answer. The first to succeed ends them all: one signup, one event.
  const [unanswered] = useState(() => new Set<object>())
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<WaitlistValues>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { email: carried?.values.email ?? '' },
  })

  // A failed submit moves focus to the field, which reads its error out as it gains focus.
  // Submitted from the field itself (Enter), focus stays and nothing would be said: say it.
  const [spokenError, setSpokenError] = useState<SpokenError | null>(null)
  const sayErrorInPlace = (errors: FieldErrors<WaitlistValues>) => {
    const message = errors.email?.message
    const field = errors.email?.ref
    if (message && field && field === document.activeElement) {
      setSpokenError((spoken) => ({ text: message, count: (spoken?.count ?? 0) + 1 }))
    }
  }

  const sending = state.status === 'sending'
  const fail = () => dispatch({ type: 'fail', reason: 'save' })
  const submit = handleSubmit(
    async ({ email }) => {
      dispatch({ type: 'send' })
      const attempt = {}
      unanswered.add(attempt)
      const succeed = () => {
        if (!unanswered.delete(attempt)) return
        unanswered.clear()
        dispatch({ type: 'succeed' })
        reset({ email: '' })
        recordSignup()
        onJoined?.()
      }
      const write = saveSignup(email)
      try {
        await withTimeout(() => write, timing.waitlistTimeoutMs)
      } catch (error) {
        if (!(error instanceof TimeoutError) && !firebaseCodeLoaded()) {
          // A release took Firebase's chunk: the page loads again and sends this there.
          unanswered.delete(attempt)
          await recoverFromMissingCode(() => reloadToResume(idPrefix, { email }) || fail(), fail)
          return
        }
        // What the visitor typed stays in the field for another try. A write past its time
        // limit may still land: if it does, the thanks replaces this (a retry is the same entry).
        fail()
        if (error instanceof TimeoutError) write.then(succeed, () => unanswered.delete(attempt))
        else unanswered.delete(attempt)
        return
      }
      succeed()
    },
    (errors) => {
      dispatch({ type: 'clear' })
      sayErrorInPlace(errors)
    },
  )
  const onSubmit = useCarriedSubmit(carried, formRef, submit)

  return (
    <WaitlistFormLayout
      idPrefix={idPrefix}
      formRef={formRef}
      onSubmit={onSubmit}
      inputProps={register('email')}
      fieldError={errors.email?.message}
      spokenError={spokenError}
      saveError={state.status === 'failed' ? waitlistCopy.saveFailed : undefined}
      loading={sending}
      succeeded={state.status === 'sent'}
    />
  )
}
