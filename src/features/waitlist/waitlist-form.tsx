import { zodResolver } from '@hookform/resolvers/zod'
import { useReducer, useRef, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { waitlistCopy } from '@/content/waitlist'
import { track } from '@/lib/analytics'
import { useCarriedSubmit, type CarriedSubmit } from '@/lib/deferred-form'
import { initialSubmitStatus, submitReducer } from '@/lib/submit-status'
import { saveSignup } from './save-signup'
import { WaitlistFormLayout, type SpokenError } from './waitlist-form-layout'
import { waitlistSchema, type WaitlistValues } from './waitlist.schema'

export type WaitlistFormProps = {
  /** Keeps ids unique when the form appears more than once in a document. */
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
  const submit = handleSubmit(async ({ email }) => {
    dispatch({ type: 'send' })
    try {
      await saveSignup(email)
    } catch {
      // What the visitor typed stays in the field for another try.
      dispatch({ type: 'fail', reason: 'save' })
      return
    }
    dispatch({ type: 'succeed' })
    reset({ email: '' })
    recordSignup()
    onJoined?.()
  }, sayErrorInPlace)
  const onSubmit = useCarriedSubmit(carried, formRef, submit, sending)

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
