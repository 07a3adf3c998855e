import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldControlProps,
} from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { FieldSpec } from '@/content/forms'
import type { ControlProps, FieldKind } from './kind'

export type TypedSpec = Extract<FieldSpec, { kind: 'text' | 'email' | 'long text' }>

/** A labelled text control with its hint and error slot; `children` draws the control itself. */
export function TypedField({
  id,
  spec,
  error,
  registered,
  readOnly,
  children,
}: ControlProps<TypedSpec> & {
  children: (control: React.ComponentProps<'input'>) => React.ReactNode
}) {
  return (
    <Field>
      <FieldLabel htmlFor={id}>{spec.label}</FieldLabel>
      {spec.hint ? <FieldDescription controlId={id}>{spec.hint}</FieldDescription> : null}
      {children({
        ...registered,
        ...fieldControlProps(id, { error, described: Boolean(spec.hint) }),
        required: Boolean(spec.messages.missing),
        readOnly,
        autoComplete: spec.autoComplete,
        placeholder: spec.placeholder,
      })}
      <FieldError controlId={id} reserve={spec.reserve}>
        {error}
      </FieldError>
    </Field>
  )
}

/** What every kind that holds typed text shares; `text` is it with a one-line control. */
export const typed = {
  targetId: (id) => id,
  // Trimmed, present unless optional, within its length; a value that is not a string at all
  // gets the same message as an empty one, and nothing else is said of an empty one.
  rule: ({ z }, { maxLength = Infinity, messages }) =>
    z
      .string(messages.missing)
      .check(
        z.trim(),
        z.minLength(messages.missing ? 1 : 0, { error: messages.missing, abort: true }),
        z.maxLength(maxLength, messages.tooLong),
      ),
  sample: (name, _spec, variant) => `a ${variant} ${name}`,
  role: 'textbox',
  nameFor: (spec) => spec.label,
  fill: (within, spec, value) => within.getByRole('textbox', { name: spec.label }).fill(value),
  sweep: (name) => ({ kind: 'text', valueFor: [`${name} `, ''] }),
} satisfies Omit<FieldKind<TypedSpec>, 'Control'>

export const text: FieldKind<TypedSpec> = {
  ...typed,
  Control: (props) => (
    <TypedField {...props}>{(control) => <Input {...control} type="text" />}</TypedField>
  ),
}
