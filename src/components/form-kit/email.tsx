import { TypedField, type TypedSpec } from './field'
import type { FieldKind } from './kind'
import { typed } from './text'

/** An email address, checked by the site's one rule (lib/email-address) and kept normalised. */
export const email: FieldKind<TypedSpec> = {
  ...typed,
  Control: (props) => <TypedField {...props} type="email" spellCheck={false} />,
  rule: (tools, spec) =>
    typed
      .rule(tools, spec)
      .check(
        tools.z.overwrite(tools.normaliseEmail),
        tools.z.refine(tools.isValidEmail, spec.messages.format),
      ),
  sample: () => 'ada@example.com',
  sweep: () => ({ kind: 'text', valueFor: ['v', '@example.com'] }),
}
