import { formCopy } from '@/content/forms'
import { cn } from '@/lib/cn'

/**
 * The one field family of both forms, shaped like shadcn/ui's: a `Field` holds a `FieldLabel`
 * (or a fieldset's legend), an optional `FieldDescription`, the control and its `FieldError`.
 * `fieldControlProps` links them. Errors are never live regions: a failed submit
 * moves focus to what explains the problem, and the control's description reads the error.
 */
export function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('flex flex-col', className)} {...props} />
}

export function FieldLabel({
  htmlFor,
  className,
  ...props
}: React.ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label
      data-slot="field-label"
      htmlFor={htmlFor}
      className={cn('font-display text-xl font-extrabold', className)}
      {...props}
    />
  )
}

export const descriptionIdFor = (controlId: string) => `${controlId}-hint`
export const errorIdFor = (controlId: string) => `${controlId}-error`

export function FieldDescription({ controlId, ...props }: { controlId: string; children: string }) {
  return (
    <p
      data-slot="field-description"
      id={descriptionIdFor(controlId)}
      className="mt-1 text-base text-soil-muted"
      {...props}
    />
  )
}

/**
 * The control's id, and its state in one convention: `aria-invalid` is "true" only while the
 * field has an error, and the description lists the hint, then the error. Without an error it is
 * "false", not absent: WebKit (and Chromium, for radios) otherwise exposes an untouched required
 * control as invalid, from the browser's own constraint check.
 */
export function fieldControlProps(
  id: string,
  { error, described = false }: { error: string | undefined; described?: boolean },
) {
  const describedBy = [described && descriptionIdFor(id), error && errorIdFor(id)]
    .filter(Boolean)
    .join(' ')
  return {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  }
}

type FieldErrorProps = {
  controlId: string
  children: string | undefined
  /** Lines the slot keeps, so the layout does not jump when the longest message appears. */
  reserve?: 'one-line' | 'two-lines-on-phones'
}

/** A field's error, always in the layout (empty when there is none). */
export function FieldError({ controlId, children, reserve = 'one-line' }: FieldErrorProps) {
  return (
    <p
      data-slot="field-error"
      id={errorIdFor(controlId)}
      className={cn(
        'mt-2 flex gap-2 text-base leading-6 font-semibold text-danger',
        reserve === 'one-line' ? 'min-h-6' : 'min-h-12 sm:min-h-6',
      )}
    >
      {children ? (
        <>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 size-5 shrink-0 fill-current"
          >
            <path d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm0 11.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm0-8a1.2 1.2 0 0 0-1.2 1.3l.4 5a.8.8 0 0 0 1.6 0l.4-5A1.2 1.2 0 0 0 10 5Z" />
          </svg>
          <span>
            <span className="sr-only">{formCopy.errorPrefix} </span>
            {children}
          </span>
        </>
      ) : null}
    </p>
  )
}
