import { pages } from './pages'

/** The spec's inquiry types, in the order the contact form offers them. */
export const inquiryTypes = ['media', 'investors', 'support', 'other'] as const
export type InquiryType = (typeof inquiryTypes)[number]

export const isInquiryType = (value: unknown): value is InquiryType =>
  inquiryTypes.some((type) => type === value)

/** A link that opens the contact form with this inquiry type chosen. */
export const contactLinkFor = (inquiryType: InquiryType) =>
  `${pages.contact.path}?type=${inquiryType}`

/** The inquiry type a contact link asks for (`?type=media`); anything else asks for none. */
export function inquiryTypeFromSearch(search: string): InquiryType | null {
  const type = new URLSearchParams(search).get('type')
  return isInquiryType(type) ? type : null
}
