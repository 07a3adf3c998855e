import { TypedField, type TypedSpec } from './field'
import type { FieldKind } from './kind'

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
  Control: (props) => <TypedField {...props} type="text" />,
}
