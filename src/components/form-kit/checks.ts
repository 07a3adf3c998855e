import { zodResolver } from '@hookform/resolvers/zod'
import {
  _default,
  enum as oneOf,
  maxLength,
  minLength,
  object,
  overwrite,
  refine,
  string,
  trim,
  type ZodMiniString,
  type ZodMiniType,
} from 'zod/mini'
import type { FieldSpec, ValuesOf } from '@/content/forms'
import { isValidEmail, normaliseEmail } from '@/lib/email-address'
import { kindOf } from './form-fields'
import type { RuleTools } from './kind'

// Named, not the `zod/mini` namespace: a namespace passed as a value keeps every export in the
// chunk, zod's 40-odd locales and its JSON Schema writer included (84 kB gzip instead of 7).
// A kind that needs another of zod's functions adds it here and to RuleTools.
const ruleTools: RuleTools['z'] = {
  enum: oneOf,
  maxLength,
  minLength,
  overwrite,
  refine,
  string,
  trim,
}

/**
 * A form's checks, each field's its kind's rule. Only a form's checks chunk imports this, so zod
 * (zod/mini, to keep that chunk small) loads on intent or the first submit, never with the page.
 */
export function checksFor<Table extends Record<string, FieldSpec>>(table: Table) {
  const schema = object(
    Object.fromEntries(
      Object.entries(table).map(([name, spec]) => {
        const rule = kindOf(spec).rule({ z: ruleTools, isValidEmail, normaliseEmail }, spec)
        // An optional field left out altogether is empty, as the form sends it.
        return [name, spec.messages.missing ? rule : _default(rule as ZodMiniString, '')]
      }),
    ),
  ) as unknown as ZodMiniType<ValuesOf<Table>, ValuesOf<Table>>
  return { schema, resolver: zodResolver(schema) }
}
