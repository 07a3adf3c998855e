import { useHydrated } from '@tanstack/react-router'
import { useEffect, useReducer, useRef, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { formCopy } from '@/content/forms'
import { timing } from '@/content/product'
import { waitlistCopy, waitlistFields } from '@/content/waitlist'
import { track } from '@/lib/analytics'
import { contactEnv } from '@/lib/env'
import { onDemand, recoverFromMissingCode } from '@/lib/loading/on-demand'
import { reloadToResume } from '@/lib/loading/resume'
import { registerAsHeld, useSubmitOnDemand } from '@/lib/loading/submit-on-demand'
import { initialSubmitStatus, submitReducer } from '@/lib/submit-status'
import { TimeoutError, withTimeout } from '@/lib/with-timeout'
import { firebaseCodeLoaded, saveSignup } from './save-signup'
import type { WaitlistValues } from './waitlist.schema'

/** The form's check; a test passes code that fails to load, as a chunk gone after a release. */
export const waitlistChecks = onDemand(() => import('./waitlist-checks'))

export type WaitlistFormProps = {
  /** Keeps ids unique when the form appears more than once in a document; also its resume key. */
  idPrefix: string
  onJoined?: () => void
  /** A signup a release interrupted, carried over a reload (lib/loading/resume): sent once. */
  resumed?: Record<string, string>
  checks?: typeof waitlistChecks
}

/** An error said aloud; `count` tells one saying from the next when the text is the same. */
type SpokenError = { text: string; count: number }

function recordSignup() {
  track('waitlist_signup', { platform: 'android', timestamp: Date.now() })
}

/**
 * The Android waitlist signup (spec sections 4, 5, 7, 8), in the dialog and on /download.
 * Prerendered, a plain post to FormSubmit, which mails the signup to the support inbox, with the
 * browser's own email check; never a GET, which would put the address in the URL. Hydrated, it
 * is react-hook-form: it checks the address with the zod schema (fetched on intent) and saves
 * it to Firestore (Firebase fetched on the first submit).
 */
export function WaitlistForm({
  idPrefix,
  onJoined,
  resumed,
  checks = waitlistChecks,
}: WaitlistFormProps) {
  const [state, dispatch] = useReducer(submitReducer<'save'>, initialSubmitStatus)
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  // Writes that may still answer. The first to succeed ends them all: one signup, one event.
  const [unanswered] = useState(() => new Set<object>())
  // No default value: the field takes what the page holds when it registers.
  const form = useForm<WaitlistValues>({
    resolver: (...args) => {
      const loaded = checks.current
      if (!loaded) throw new Error('waitlist form: validated before its check loaded')
      return loaded.waitlistResolver(...args)
    },
  })
  const {
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = form

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

  const fail = () => dispatch({ type: 'fail', reason: 'save' })
  const send = handleSubmit(
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
  const { onSubmit, submit, prefetch, pending } = useSubmitOnDemand(checks, {
    formRef,
    resumeKey: idPrefix,
    fill: (values) => setValue('email', values.email ?? ''),
    send,
    offline: () => {
      dispatch({ type: 'send' })
      fail()
    },
  })

  // The dialog, opened again after a reload, carries on with the signup it held; Strict Mode
  // runs this twice, and a signup is sent once.
  const resumedOnce = useRef(false)
  useEffect(() => {
    if (!resumed?.email || resumedOnce.current) return
    resumedOnce.current = true
    setValue('email', resumed.email)
    submitRef.current?.focus()
    submit()
    // Only the first render's signup counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const loading = state.status === 'sending' || pending
  const emailId = `${idPrefix}-email`
  const email = waitlistFields.email
  const fieldError = errors.email?.message
  return (
    <form
      ref={formRef}
      method="post"
      action={`${contactEnv.formOrigin}/${contactEnv.supportRecipient}`}
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
    >
      <input type="hidden" name="_subject" value={waitlistCopy.subjectWithoutJavaScript} />
      <input type="hidden" name="_template" value="table" />
      <Field>
        <FieldLabel htmlFor={emailId}>{email.label}</FieldLabel>
        <Input
          {...fieldControlProps(emailId, { error: fieldError })}
          {...registerAsHeld(form, 'email')}
          onFocus={prefetch}
          type="email"
          required
          inputMode="email"
          autoComplete={email.autoComplete}
          spellCheck={false}
          placeholder={email.placeholder}
          readOnly={loading}
        />
        <FieldError controlId={emailId}>{fieldError}</FieldError>
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
