/** The spec's inquiry types, in the order the contact form offers them. */
export const inquiryTypes = ['media', 'investors', 'support', 'other'] as const
export type InquiryType = (typeof inquiryTypes)[number]

export const isInquiryType = (value: unknown): value is InquiryType =>
  inquiryTypes.some((type) => type === value)

/**
 * The contact page's search: `?type=media` opens the form with that inquiry type chosen (the
 * press page links there; decision 095). Anything else is dropped, never an error.
 */
export function validateContactSearch(search: Record<string, unknown>): { type?: InquiryType } {
  return isInquiryType(search.type) ? { type: search.type } : {}
}
