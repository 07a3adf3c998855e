import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { waitlistFields } from '@/content/waitlist'
import { isValidEmail, normaliseEmail } from '@/lib/email-address'

/** The spec's rule, made precise in lib/email-address: normalised, then valid, or its message. */
export const waitlistSchema = z.object({
  email: z
    .string()
    .check(
      z.overwrite(normaliseEmail),
      z.refine(isValidEmail, waitlistFields.email.messages.format),
    ),
})

/** As react-hook-form takes it: with zod, the form's weight, so never with the page. */
export const resolver = zodResolver(waitlistSchema)
