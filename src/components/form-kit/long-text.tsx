import { Textarea } from '@/components/ui/input'
import type { FieldKind } from './kind'
import { TypedField, typed, type TypedSpec } from './text'

/** A message: text over several lines. */
export const longText: FieldKind<TypedSpec> = {
  ...typed,
  Control: (props) => (
    <TypedField {...props}>
      {(control) => <Textarea {...(control as React.ComponentProps<'textarea'>)} rows={7} />}
    </TypedField>
  ),
}
