import type { ContactField, InquiryType } from '@/content/contact'

export const inquiryOptionId = (type: InquiryType) => `contact-inquiry-${type}`

/** The element each field's label, error and summary link point at; a radio group's is its first option. */
export const fieldIds = {
  name: 'contact-name',
  email: 'contact-email',
  inquiryType: inquiryOptionId('media'),
  message: 'contact-message',
} as const satisfies Record<ContactField, string>

export const errorIdFor = (field: ContactField) => `contact-${field}-error`
export const hintIdFor = (field: ContactField) => `contact-${field}-hint`
