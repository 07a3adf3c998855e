import * as z from 'zod/mini'
import { inquiryTypes } from '@/content/contact'

/**
 * The contact form's rules and the words that say how to fix each problem (GOV.UK style:
 * what to do, never just "invalid"). zod/mini keeps this chunk small; it loads with the
 * form controller on first interaction, never with the page.
 */
export const contactMessages = {
  name: 'enter your name',
  emailMissing: 'enter your email address',
  emailFormat: 'enter your email address in the format name@example.com',
  inquiryType: 'choose what your message is about',
  message: 'enter your message',
} as const

// A missing value (not a string at all) gets the same message as an empty one.
const requiredText = (message: string) => z.string(message).check(z.trim(), z.minLength(1, message))

export const contactSchema = z.object({
  name: requiredText(contactMessages.name),
  email: z
    .string(contactMessages.emailMissing)
    .check(
      z.trim(),
      z.minLength(1, contactMessages.emailMissing),
      z.email(contactMessages.emailFormat),
    ),
  // An unchosen radio group reads as null, so every non-member gets the same message.
  inquiryType: z.enum(inquiryTypes, contactMessages.inquiryType),
  message: requiredText(contactMessages.message),
})

export type ContactFormInput = z.input<typeof contactSchema>
export type ContactFormValues = z.output<typeof contactSchema>
