import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { waitlistCopy } from '@/content/waitlist'

type WaitlistFormLayoutProps = {
  idPrefix: string
  onSubmit: React.FormEventHandler<HTMLFormElement>
  inputProps: React.ComponentProps<'input'>
  fieldError?: string
  saveError?: string
  loading?: boolean
  succeeded?: boolean
}

/** The waitlist form's markup, shared by the working form and its lightweight stand-in. */
export function WaitlistFormLayout({
  idPrefix,
  onSubmit,
  inputProps,
  fieldError,
  saveError,
  loading = false,
  succeeded = false,
}: WaitlistFormLayoutProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <Field id={`${idPrefix}-email`} label={waitlistCopy.emailLabel} error={fieldError}>
        {(aria) => (
          <input
            {...aria}
            {...inputProps}
            name="email"
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
