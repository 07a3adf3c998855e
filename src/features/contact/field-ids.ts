import {
  contactFieldNames,
  contactFields,
  inquiryTypes,
  type ContactField,
} from '@/content/contact'
import type { FieldErrors } from 'react-hook-form'
import type { ContactValues } from '@/content/contact'

/** A radio card's id; the choice's first card is where its label, error and summary link point. */
export const radioId = (type: string) => `contact-inquiry-${type}`

/** The element each field's label, error and summary link point at. */
export const fieldIds = Object.fromEntries(
  contactFieldNames.map((name) => [
    name,
    contactFields[name].kind === 'choice' ? radioId(inquiryTypes[0]) : `contact-${name}`,
  ]),
) as Record<ContactField, string>

/** react-hook-form's errors, by field. */
export type ContactErrors = FieldErrors<ContactValues>
