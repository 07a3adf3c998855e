import { zodResolver } from '@hookform/resolvers/zod'
import { waitlistSchema } from './waitlist.schema'

/**
 * The waitlist form's check as react-hook-form takes it: with zod, the form's weight, so it
 * arrives on intent or on the first submit, never with the page.
 */
export const resolver = zodResolver(waitlistSchema)
