import { cn } from '@/lib/cn'

type FieldProps = {
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  children: (aria: {
    id: string
    'aria-invalid': boolean
    'aria-describedby'?: string
  }) => React.ReactNode
}

/**
 * A labelled control with a hint and an error slot of fixed height, so a message appearing
 * does not push the layout. The error is linked with aria-describedby and announced.
 */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="font-display text-base font-bold lowercase">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-soil-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <div className="min-h-6 text-sm font-semibold text-danger">
        {error ? (
          <p id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}

export const inputClass =
  'min-h-13 w-full rounded-2xl border-2 border-soil-muted bg-chalk-field px-4 text-lg text-soil placeholder:text-soil-muted/80 hover:border-soil aria-invalid:border-danger'
