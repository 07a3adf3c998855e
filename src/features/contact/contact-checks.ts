import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import {
  contactFieldNames,
  contactFields,
  inquiryTypes,
  type ContactField,
} from '@/content/contact'
import type { ContactValues, FieldSpec } from '@/content/contact'
import { isValidEmail, normaliseEmail } from '@/lib/email-address'

type Rule = z.ZodMiniType<unknown, unknown>

/** A text field's rule from its entry: trimmed, present unless optional, within its length. */
function fieldRule({ kind, maxLength = Infinity, messages }: FieldSpec): Rule {
  if (kind === 'choice') return z.enum(inquiryTypes, messages.missing)
  // A missing value (not a string at all) gets the same message as an empty one.
  return z
    .string(messages.missing)
    .check(
      z.trim(),
      z.minLength(messages.missing ? 1 : 0, messages.missing),
      z.maxLength(maxLength, messages.tooLong),
    )
}

/** A field's own rule, on top of its entry's. */
const ownRules: Partial<Record<ContactField, (rule: Rule) => Rule>> = {
  // The waitlist's rule (lib/email-address): the reply goes to the address as normalised there.
  email: (rule) =>
    (rule as z.ZodMiniString).check(
      z.overwrite(normaliseEmail),
      z.refine(isValidEmail, contactFields.email.messages.format),
    ),
}

/**
 * The contact form's rules, built from its fields (content/contact). zod/mini keeps this chunk
 * small; it loads on intent or the first submit, never with the page.
 */
export const contactSchema = z.object(
  Object.fromEntries(
    contactFieldNames.map((name) => {
      const spec: FieldSpec = contactFields[name]
      const rule = ownRules[name]?.(fieldRule(spec)) ?? fieldRule(spec)
      // An optional field left out altogether is empty, as the form sends it.
      return [name, spec.messages.missing ? rule : z._default(rule as z.ZodMiniString, '')]
    }),
  ),
) as unknown as z.ZodMiniType<ContactValues, ContactValues>

/** The rules as react-hook-form takes them. */
export const resolver = zodResolver(contactSchema)
