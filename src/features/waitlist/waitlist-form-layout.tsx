import { useHydrated } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { formCopy } from '@/content/forms'
import { waitlistCopy } from '@/content/waitlist'
import { contactEnv } from '@/lib/env'

/** An error said aloud; `count` tells one saying from the next when the text is the same. */
export type SpokenError = { text: string; count: number }

type WaitlistFormLayoutProps = {
  idPrefix: string
  formRef?: React.Ref<HTMLFormElement>
  onSubmit: React.FormEventHandler<HTMLFormElement>
  inputProps: React.ComponentProps<'input'>
  fieldError?: string
  /** The field's error, for a live region, when focus is already on the field (see waitlist-form). */
  spokenError?: SpokenError | null
  saveError?: string
  /** While saving the button stays focusable (aria-disabled): a disabled one drops focus to `<body>`. */
  loading?: boolean
  succeeded?: boolean
  submitRef?: React.Ref<HTMLButtonElement>
}

/**
 * The waitlist form's markup, shared by the working form and its lightweight stand-in. Without
 * JavaScript it is a plain post to FormSubmit, which mails the signup to the support inbox, with
 * the browser's own email check; never a GET, which would put the address in the URL.
 */
export function WaitlistFormLayout({
  idPrefix,
  formRef,
  onSubmit,
  inputProps,
  fieldError,
  spokenError,
  saveError,
  loading = false,
  succeeded = false,
  submitRef,
}: WaitlistFormLayoutProps) {
  const hydrated = useHydrated()
  const emailId = `${idPrefix}-email`
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
        <FieldLabel htmlFor={emailId}>{waitlistCopy.emailLabel}</FieldLabel>
        <Input
          {...fieldControlProps(emailId, { error: fieldError })}
          {...inputProps}
          name="email"
          type="email"
          required
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={waitlistCopy.emailPlaceholder}
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
        {succeeded ? waitlistCopy.success : null}
      </div>
      {saveError ? (
        <p role="alert" className="rounded-2xl bg-danger-soft px-4 py-3 font-semibold text-danger">
          {saveError}
        </p>
      ) : null}
    </form>
  )
}
