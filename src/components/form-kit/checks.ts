import { zodResolver } from '@hookform/resolvers/zod'
import { _default, object, type ZodMiniString, type ZodMiniType } from 'zod/mini'
import type { FieldSpec, ValuesOf } from '@/content/forms'
import { isValidEmail, normaliseEmail } from '@/lib/email-address'
import { kindOf } from './form-fields'
import { ruleTools } from './rule-tools'

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
