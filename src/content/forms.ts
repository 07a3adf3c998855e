/** Words every form shares (components/ui/field). */
export const formCopy = {
  /** Read before each field's error, so it is not only the red that says so (GOV.UK). */
  errorPrefix: 'error:',
} as const

/** One field of a form's table: its words, its limits, and how to fix each problem (GOV.UK). */
export type FieldSpec = {
  /** `choice` is the contact form's inquiry types; `email` is checked as an address too. */
  kind: 'text' | 'email' | 'long text' | 'choice'
  label: string
  hint?: string
  placeholder?: string
  autoComplete?: string
  maxLength?: number
  /** Leave `missing` out for an optional field. */
  messages: { missing?: string; tooLong?: string; format?: string }
}
