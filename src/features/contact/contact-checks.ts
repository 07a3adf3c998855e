import { checksFor } from '@/components/form-kit/checks'
import { contactFields } from '@/content/contact'

/** The contact form's checks, from its table; a chunk of their own, loaded on intent. */
export const { schema: contactSchema, resolver } = checksFor(contactFields)
