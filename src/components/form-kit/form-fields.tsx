import type { FieldSpec } from '@/content/forms'
import { choice } from './choice'
import { email } from './email'
import type { ControlProps, FieldKind } from './kind'
import { longText } from './long-text'
import { text } from './text'

/** The kit: every kind a form's table may name, each one module. */
const kinds = { text, email, 'long text': longText, choice } satisfies {
  [K in FieldSpec['kind']]: FieldKind<FieldSpec & { kind: K }>
}

/** The module of a table entry's kind. */
export const kindOf = (spec: FieldSpec) => kinds[spec.kind] as unknown as FieldKind

/** A field's id in its form: unique in the document while each form's prefix is. */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`

/** What a field's label, its error summary link and focus point at. */
export const targetIdOf = (idPrefix: string, name: string, spec: FieldSpec) =>
  kindOf(spec).targetId(fieldId(idPrefix, name), spec)

/** Every field of a form's table, in its order, each as its kind draws it. */
export function FormFields<Name extends string>({
  table,
  idPrefix,
  field,
  errors,
  readOnly,
}: Pick<ControlProps, 'readOnly'> & {
  table: Record<Name, FieldSpec>
  idPrefix: string
  field: (name: Name) => ControlProps['registered']
  errors: Partial<Record<Name, { message?: string }>>
}) {
  return (Object.keys(table) as Name[]).map((name) => {
    const { Control } = kindOf(table[name])
    return (
      <Control
        key={name}
        id={fieldId(idPrefix, name)}
        spec={table[name]}
        error={errors[name]?.message}
        registered={field(name)}
        readOnly={readOnly}
      />
    )
  })
}
