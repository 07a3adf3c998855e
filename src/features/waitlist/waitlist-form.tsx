import { zodResolver } from '@hookform/resolvers/zod'
import { useReducer } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { waitlistCopy } from '@/content/waitlist'
import { track } from '@/lib/analytics'
import { saveSignup } from './save-signup'
import { initialWaitlistState, waitlistReducer } from './waitlist-status'
import { waitlistSchema, type WaitlistValues } from './waitlist.schema'

type WaitlistFormProps = {
  /** Keeps ids unique when the form appears more than once in a document. */
  idPrefix: string
  onJoined?: () => void
}

function recordSignup() {
  track('waitlist_signup', { platform: 'android', timestamp: Date.now() })
}

/** The Android waitlist signup (spec sections 4, 5, 7, 8). */
export function WaitlistForm({ idPrefix, onJoined }: WaitlistFormProps) {
  const [state, dispatch] = useReducer(waitlistReducer, initialWaitlistState)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<WaitlistValues>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async ({ email }) => {
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

  const loading = state.status === 'loading'
  const saveError = state.status === 'idle' ? state.error : undefined

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <Field id={`${idPrefix}-email`} label={waitlistCopy.emailLabel} error={errors.email?.message}>
        {(aria) => (
          <input
            {...aria}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            placeholder={waitlistCopy.emailPlaceholder}
            readOnly={loading}
            className={inputClass}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={loading} className="w-full sm:w-auto sm:self-start">
        {loading ? waitlistCopy.submitting : waitlistCopy.submit}
      </Button>
      <div role="status" className="min-h-6 font-semibold text-grass">
        {state.status === 'success' ? waitlistCopy.success : null}
      </div>
      {saveError ? (
        <p role="alert" className="rounded-2xl bg-danger-soft px-4 py-3 font-semibold text-danger">
          {saveError}
        </p>
      ) : null}
    </form>
  )
}
