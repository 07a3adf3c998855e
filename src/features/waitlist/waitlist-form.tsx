import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useReducer, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { track } from '@/lib/analytics'
import { saveSignup } from './save-signup'
import { WaitlistFormLayout } from './waitlist-form-layout'
import { initialWaitlistState, waitlistReducer } from './waitlist-status'
import { waitlistSchema, type WaitlistValues } from './waitlist.schema'

export type WaitlistFormProps = {
  /** Keeps ids unique when the form appears more than once in a document. */
  idPrefix: string
  onJoined?: () => void
  /** What the visitor already typed into the stand-in, carried over (see deferred-waitlist-form). */
  initialEmail?: string
  /** Whether the stand-in's field had focus, so the real field takes it over. */
  restoreFocus?: boolean
  /** Whether the stand-in's button had focus, so the real button takes it over. */
  restoreSubmitFocus?: boolean
  /** The visitor pressed the stand-in's button before this form arrived: act on it. */
  submitOnMount?: boolean
}

function recordSignup() {
  track('waitlist_signup', { platform: 'android', timestamp: Date.now() })
}

/** The Android waitlist signup (spec sections 4, 5, 7, 8). */
export function WaitlistForm({
  idPrefix,
  onJoined,
  initialEmail = '',
  restoreFocus = false,
  restoreSubmitFocus = false,
  submitOnMount = false,
}: WaitlistFormProps) {
  const [state, dispatch] = useReducer(waitlistReducer, initialWaitlistState)
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<WaitlistValues>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { email: initialEmail },
  })

  const submitRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (restoreFocus) setFocus('email')
    else if (restoreSubmitFocus) submitRef.current?.focus()
  }, [restoreFocus, restoreSubmitFocus, setFocus])

  const loading = state.status === 'loading'
  const submit = handleSubmit(async ({ email }) => {
    dispatch({ type: 'submit' })
    try {
      await saveSignup(email)
    } catch {
      // What the visitor typed stays in the field for another try.
      dispatch({ type: 'failed' })
      return
    }
    dispatch({ type: 'saved' })
    reset({ email: '' })
    recordSignup()
    onJoined?.()
  })
  // The button stays enabled while saving (see the layout): a second press waits for the first.
  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) => {
    if (!loading) return submit(event)
    event?.preventDefault()
    return Promise.resolve()
  }

  // A signup is not idempotent: the carried-over press is acted on once, also when development's
  // Strict Mode runs this effect twice.
  const carriedOverSubmit = useRef(submitOnMount)
  useEffect(() => {
    if (!carriedOverSubmit.current) return
    carriedOverSubmit.current = false
    void onSubmit()
    // Only the first render's request counts; onSubmit changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <WaitlistFormLayout
      idPrefix={idPrefix}
      onSubmit={onSubmit}
      inputProps={register('email')}
      fieldError={errors.email?.message}
      saveError={state.status === 'idle' ? state.error : undefined}
      loading={loading}
      submitRef={submitRef}
      succeeded={state.status === 'success'}
    />
  )
}
