import { TypedField, type TypedSpec } from './field'
import type { FieldKind } from './kind'
import { typed } from './text'

/** A message: text over several lines. */
export const longText: FieldKind<TypedSpec> = {
  ...typed,
  Control: (props) => <TypedField {...props} control="textarea" rows={7} />,
}
