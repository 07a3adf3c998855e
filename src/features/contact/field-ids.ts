import type { ContactField } from '@/content/contact'
import type { FieldErrors } from 'react-hook-form'
import type { ContactFormInput } from './contact.schema'

/** The element each field's label, error and summary link point at. */
export const fieldIds = {
  name: 'contact-name',
  email: 'contact-email',
  inquiryType: 'contact-inquiry-media',
  message: 'contact-message',
} as const satisfies Record<ContactField, string>

/** react-hook-form's errors, by field. */
export type ContactErrors = FieldErrors<ContactFormInput>
