import { pages } from './pages'

/**
 * The spec's inquiry types, in the order the contact form offers them: each one's card and the
 * inbox it goes to (`route`: `press` or `support`, the recipients in lib/env). A new type is one
 * entry here; the form, its payload, its routing without JavaScript and the tests follow.
 */
export const inquiryOptions = {
  media: { label: 'media', description: 'press, podcasts and interviews', route: 'press' },
  investors: { label: 'investors', description: 'funding and partnerships', route: 'press' },
  support: { label: 'support', description: 'help with the app', route: 'support' },
  other: { label: 'other', description: 'anything else at all', route: 'support' },
} as const satisfies Record<string, { label: string; description: string; route: InquiryRoute }>

export type InquiryRoute = 'press' | 'support'
export type InquiryType = keyof typeof inquiryOptions
export const inquiryTypes = Object.keys(inquiryOptions) as [InquiryType, ...InquiryType[]]

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
