import * as z from 'zod/mini'
import { waitlistCopy } from '@/content/waitlist'
import { emailMaxLength, emailPattern } from '@/lib/waitlist-entry'

/**
 * The spec's rule: the email must match the pattern with no spaces. Spaces around a pasted
 * address are trimmed first (a visitor cannot see them); a space inside is still an error.
 */
export const waitlistSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(emailMaxLength, waitlistCopy.invalidEmail),
      z.regex(emailPattern, waitlistCopy.invalidEmail),
    ),
})

export type WaitlistValues = z.infer<typeof waitlistSchema>
