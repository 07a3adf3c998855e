import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import type { FieldSpec, ValuesOf } from '@/content/forms'
import { isValidEmail, normaliseEmail } from '@/lib/email-address'
import { kindOf } from './form-fields'

/**
 * A form's checks, each field's its kind's rule. Only a form's checks chunk imports this, so zod
 * (zod/mini, to keep that chunk small) loads on intent or the first submit, never with the page.
 */
export function checksFor<Table extends Record<string, FieldSpec>>(table: Table) {
  const schema = z.object(
    Object.fromEntries(
      Object.entries(table).map(([name, spec]) => {
        const rule = kindOf(spec).rule({ z, isValidEmail, normaliseEmail }, spec)
        // An optional field left out altogether is empty, as the form sends it.
        return [name, spec.messages.missing ? rule : z._default(rule as z.ZodMiniString, '')]
      }),
    ),
  ) as unknown as z.ZodMiniType<ValuesOf<Table>, ValuesOf<Table>>
  return { schema, resolver: zodResolver(schema) }
}
