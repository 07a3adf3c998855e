import type { FieldSpec } from '@/content/forms'
import { formCopy } from '@/content/forms'
import { cn } from '@/lib/cn'
import type { ControlProps } from './kind'

export type TypedSpec = Extract<FieldSpec, { kind: 'text' | 'email' | 'long text' }>

// The field family every kind draws with, as shadcn/ui's: a label (or a group's legend), a hint,
// the control and its error. Errors are never live regions: a failed submit moves focus to what
// explains the problem, and the control's description reads the error.
export function Field(props: React.ComponentProps<'div'>) {
  return <div data-slot="field" className="flex flex-col" {...props} />
}

export const errorIdFor = (id: string) => `${id}-error`

/** A field's error, always in the layout (empty when there is none), `reserve` lines high. */
export function FieldError({
  id,
  reserve,
  children,
}: { id: string } & Pick<TypedSpec, 'reserve'> & { children: string | undefined }) {
  return (
    <p
      data-slot="field-error"
      id={errorIdFor(id)}
      className={cn(
        'mt-2 flex gap-2 text-base leading-6 font-semibold text-danger',
        reserve === 'two-lines-on-phones' ? 'min-h-12 sm:min-h-6' : 'min-h-6',
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

/** The one look of a text control; red only while `aria-invalid`. */
const controlClass = cn(
  'mt-3 block w-full rounded-2xl border-2 border-soil-muted bg-chalk-field px-4 py-3 text-lg text-soil',
  'transition-colors duration-200 ease-out placeholder:text-soil-muted',
  'hover:border-soil focus-visible:border-soil read-only:bg-meadow/40',
  'aria-invalid:border-danger aria-invalid:bg-danger-soft/40',
)

/**
 * A text control with its label, hint and error (its description: the hint, then the error).
 * `aria-invalid` is "false", not absent, without an error: WebKit otherwise exposes an untouched
 * required control as invalid, from the browser's own constraint check.
 */
export function TypedField({
  id,
  spec,
  error,
  registered,
  readOnly,
  control = 'input',
  ...attributes
}: ControlProps<TypedSpec> & {
  control?: 'input' | 'textarea'
  rows?: number
} & React.ComponentProps<'input'>) {
  const Control = control as 'input'
  const hintId = `${id}-hint`
  const describedBy = [spec.hint && hintId, error && errorIdFor(id)].filter(Boolean).join(' ')
  return (
    <Field>
      <label htmlFor={id} className="font-display text-xl font-extrabold">
        {spec.label}
      </label>
      {spec.hint ? (
        <p id={hintId} className="mt-1 text-base text-soil-muted">
          {spec.hint}
        </p>
      ) : null}
      <Control
        {...registered}
        {...attributes}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        required={Boolean(spec.messages.missing)}
        readOnly={readOnly}
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder}
        className={cn(controlClass, control === 'textarea' && 'min-h-44 resize-y leading-relaxed')}
      />
      <FieldError id={id} reserve={spec.reserve}>
        {error}
      </FieldError>
    </Field>
  )
}
