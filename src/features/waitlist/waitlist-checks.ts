import { checksFor } from '@/components/form-kit/checks'
import { waitlistFields } from '@/content/waitlist'

/** The waitlist's check, from its table; a chunk of its own, loaded on intent. */
export const { schema: waitlistSchema, resolver } = checksFor(waitlistFields)
