import { cn } from '@/lib/cn'
import { FieldError } from './field-error'

/** What the control inside a TextField must carry so its label, hint and error reach it. */
export type FieldA11yProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type TextFieldProps = {
  id: string
  label: string
  hint?: string
  hintId?: string
  error: string | undefined
  errorId: string
  errorReserve?: React.ComponentProps<typeof FieldError>['reserve']
  children: (a11y: FieldA11yProps) => React.ReactNode
}

/** The shared look of the form's text inputs and textarea. */
export const textControlClass = cn(
  'block w-full rounded-2xl border-2 border-soil-muted bg-chalk px-4 py-3 text-lg text-soil',
  'transition-colors duration-200 ease-out placeholder:text-soil-muted',
  'hover:border-soil focus-visible:border-soil read-only:bg-meadow/40',
  'aria-invalid:border-danger aria-invalid:bg-danger-soft/40',
)

/** A label, an optional hint, the control, and a fixed slot for its error. */
export function TextField({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  errorReserve,
  children,
}: TextFieldProps) {
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label htmlFor={id} className="block font-display text-xl font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-base text-soil-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-3">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      <FieldError id={errorId} message={error} reserve={errorReserve} />
    </div>
  )
}
