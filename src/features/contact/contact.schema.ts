import * as z from 'zod/mini'
import { contactLimits, inquiryTypes } from '@/content/contact'
import { emailMaxLength, isValidEmail, normaliseEmail } from '@/lib/email-address'

/**
 * The contact form's rules and the words that say how to fix each problem (GOV.UK style:
 * what to do, never just "invalid"). zod/mini keeps this chunk small; it loads with the
 * form's checks, on intent or the first submit, never with the page.
 */
export const contactMessages = {
  name: 'enter your name',
  emailMissing: 'enter your email address',
  emailFormat: 'enter your email address in the format name@example.com',
  inquiryType: 'choose what your message is about',
  message: 'enter your message',
  nameTooLong: `shorten your name to ${contactLimits.name} characters or fewer`,
  emailTooLong: `enter an email address of ${emailMaxLength} characters or fewer`,
  messageTooLong: `shorten your message to ${contactLimits.messageLabel} characters or fewer`,
} as const

// A missing value (not a string at all) gets the same message as an empty one.
const requiredText = (message: string, maxLength: number, tooLong: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(maxLength, tooLong))

export const contactSchema = z.object({
  name: requiredText(contactMessages.name, contactLimits.name, contactMessages.nameTooLong),
  // The waitlist's rule (lib/email-address): the reply goes to the address as normalised there.
  email: z
    .string(contactMessages.emailMissing)
    .check(
      z.overwrite(normaliseEmail),
      z.minLength(1, contactMessages.emailMissing),
      z.maxLength(emailMaxLength, contactMessages.emailTooLong),
      z.refine(isValidEmail, contactMessages.emailFormat),
    ),
  // An unchosen radio group reads as null, so every non-member gets the same message.
  inquiryType: z.enum(inquiryTypes, contactMessages.inquiryType),
  message: requiredText(
    contactMessages.message,
    contactLimits.message,
    contactMessages.messageTooLong,
  ),
})

export type ContactFormInput = z.input<typeof contactSchema>
export type ContactFormValues = z.output<typeof contactSchema>
