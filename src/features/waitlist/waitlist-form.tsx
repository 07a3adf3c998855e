import { useHydrated } from '@tanstack/react-router'
import { useEffect, useReducer, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormFields } from '@/components/form-kit/form-fields'
import { Field } from '@/components/form-kit/field'
import { formCopy } from '@/content/forms'
import { timing } from '@/content/product'
import { waitlistCopy, waitlistFields } from '@/content/waitlist'
import { track } from '@/lib/analytics'
import { contactEnv } from '@/lib/env'
import { onDemand, recoverFromMissingCode } from '@/lib/loading/on-demand'
import { reloadToResume } from '@/lib/loading/resume'
import { useFormOnDemand } from '@/lib/loading/submit-on-demand'
import { initialSubmitStatus, submitReducer } from '@/lib/submit-status'
import { TimeoutError, withTimeout } from '@/lib/with-timeout'
import { firebaseCodeLoaded, saveSignup } from './save-signup'

/** The form's check; a test passes code that fails to load, as a chunk gone after a release. */
export const waitlistChecks = onDemand(() => import('./waitlist-checks'))

export type WaitlistFormProps = {
  /** Keeps ids unique when the form appears more than once in a document; also its resume key. */
  idPrefix: string
  onJoined?: () => void
  /** A signup a release interrupted, carried over a reload (lib/loading/resume): sent once. */
  resumed?: Record<string, string>
}

/** An error said aloud; `count` tells one saying from the next when the text is the same. */
type SpokenError = { text: string; count: number }

/**
 * The Android waitlist signup (spec sections 4, 5, 7, 8), in the dialog and on /download.
 * Prerendered, a plain post (never a GET: the address would be in the URL) to FormSubmit, which
 * mails it to the support inbox. Hydrated, react-hook-form: it checks the address with zod
 * (fetched on intent) and saves it to Firestore (Firebase fetched on the first submit).
 */
export function WaitlistForm({ idPrefix, onJoined, resumed }: WaitlistFormProps) {
  const [state, dispatch] = useReducer(submitReducer<'save'>, initialSubmitStatus)
  const hydrated = useHydrated()
  const submitRef = useRef<HTMLButtonElement>(null)
  // Writes that may still answer. The first to succeed ends them all: one signup, one event.
  const [unanswered] = useState(() => new Set<object>())
  // A failed submit moves focus to the field, which reads its error out as it gains focus.
  // Submitted from the field itself (Enter), focus stays and nothing would be said: say it.
  const [spokenError, setSpokenError] = useState<SpokenError | null>(null)

  const fail = () => dispatch({ type: 'fail', reason: 'save' })
  const { form, onSubmit, submit, pending, field } = useFormOnDemand(waitlistChecks, {
    resumeKey: idPrefix,
    send: async ({ email }) => {
      dispatch({ type: 'send' })
      const attempt = {}
      unanswered.add(attempt)
      const write = saveSignup(email)
      // Whenever it answers: a write past its time limit may still land, and the thanks then
      // replaces the failure (a retry is the same entry).
      write.then(
        () => {
          if (!unanswered.delete(attempt)) return
          unanswered.clear()
          dispatch({ type: 'succeed' })
          form.reset({ email: '' })
          track('waitlist_signup', { platform: 'android', timestamp: Date.now() })
          onJoined?.()
        },
        () => unanswered.delete(attempt),
      )
      try {
        await withTimeout(() => write, timing.waitlistTimeoutMs)
      } catch (error) {
        // What the visitor typed stays in the field for another try.
        if (error instanceof TimeoutError || firebaseCodeLoaded()) return fail()
        // A release took Firebase's chunk: the page loads again and sends this there.
        await recoverFromMissingCode(() => reloadToResume(idPrefix, { email }) || fail(), fail)
      }
    },
    invalid: (errors) => {
      dispatch({ type: 'clear' })
      const message = errors.email?.message
      if (message && errors.email?.ref === document.activeElement)
        setSpokenError((spoken) => ({ text: message, count: (spoken?.count ?? 0) + 1 }))
    },
    offline: () => {
      dispatch({ type: 'send' })
      fail()
    },
  })

  // The dialog, opened again after a reload, carries on with the signup it held. Strict Mode
  // runs this twice: the second submit is the same intent, and ignored (useFormOnDemand).
  useEffect(() => {
    if (!resumed?.email) return
    form.setValue('email', resumed.email)
    submitRef.current?.focus()
    submit()
    // Only the first render's signup counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const loading = state.status === 'sending' || pending
  return (
    <form
      method="post"
      action={`${contactEnv.formOrigin}/${contactEnv.supportRecipient}`}
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
    >
      <input type="hidden" name="_subject" value={waitlistCopy.subjectWithoutJavaScript} />
      <input type="hidden" name="_template" value="table" />
      {/* Once said, the words leave the live region as the visitor edits the address or moves
          on: left there, a screen reader reading the form would hear the error twice, and still
          after the address was fixed. */}
      <Field onInput={() => setSpokenError(null)} onBlur={() => setSpokenError(null)}>
        <FormFields
          table={waitlistFields}
          idPrefix={idPrefix}
          field={field}
          errors={form.formState.errors}
          readOnly={loading}
        />
        {/* The words the field's description gives; a new node each time, so they are said again. */}
        <p aria-live="polite" data-spoken-error className="sr-only">
          {spokenError ? (
            <span key={spokenError.count}>{`${formCopy.errorPrefix} ${spokenError.text}`}</span>
          ) : null}
        </p>
      </Field>
      {/* While saving the button stays focusable (aria-disabled): a disabled one drops focus to `<body>`. */}
      <Button
        ref={submitRef}
        type="submit"
        size="lg"
        aria-disabled={loading || undefined}
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:w-auto sm:self-start"
      >
        {loading ? waitlistCopy.submitting : waitlistCopy.submit}
      </Button>
      <div role="status" className="min-h-6 font-semibold text-grass">
        {state.status === 'sent' ? waitlistCopy.success : null}
      </div>
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-2xl bg-danger-soft px-4 py-3 font-semibold text-danger">
          {waitlistCopy.saveFailed}
        </p>
      ) : null}
    </form>
  )
}
