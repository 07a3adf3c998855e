import { zodResolver } from '@hookform/resolvers/zod'
import { contactSchema } from './contact.schema'

/**
 * The contact form's checks as react-hook-form takes them. zod and the resolver are the form's
 * weight, so this chunk arrives on intent or on the first submit, never with the page.
 */
export const resolver = zodResolver(contactSchema)
