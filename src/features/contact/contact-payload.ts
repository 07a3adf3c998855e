import { contactFieldNames, inquiryOptions, type ContactValues } from '@/content/contact'
import type { InquiryType } from '@/content/contact'
import type { InquiryRoute } from '@/content/inquiry-types'
import { site } from '@/content/site'
import { contactEnv } from '@/lib/env'

/** Where a form that cannot know the type yet (no JavaScript, nothing chosen) goes. */
export const defaultRoute: InquiryRoute = 'support'

const recipients = {
  press: contactEnv.pressRecipient,
  support: contactEnv.supportRecipient,
} satisfies Record<InquiryRoute, string>

export const routeOf = (inquiryType: InquiryType) => inquiryOptions[inquiryType].route

/** FormSubmit's JSON endpoint, used when JavaScript runs. */
export const ajaxEndpointFor = (inquiryType: InquiryType) =>
  `${contactEnv.formOrigin}/ajax/${recipients[routeOf(inquiryType)]}`

/** The plain form `action` of a route, used by a normal post when JavaScript does not run. */
export const formActionFor = (route: InquiryRoute) =>
  `${contactEnv.formOrigin}/${recipients[route]}`

export const subjectFor = (inquiryType: InquiryType) => `${inquiryType} inquiry`

/** Where the element showing the success message lives; the fragment lets CSS show it without JavaScript. */
export const sentMessageId = 'contact-sent'

/**
 * FormSubmit's `_next` after a plain post (only ever without JavaScript): `:target` shows the
 * success message. The address proves no send: with JavaScript it shows nothing, keeps the draft.
 */
export const returnUrlAfterPost = `${new URL('/contact', site.origin).href}#${sentMessageId}`

/** The JSON body FormSubmit's AJAX endpoint receives: FormSubmit's settings, then every field. */
export type ContactPayload = ReturnType<typeof buildContactPayload>

export function buildContactPayload(message: ContactValues, honey: string) {
  const fields = Object.fromEntries(contactFieldNames.map((name) => [name, message[name]]))
  return {
    _subject: subjectFor(message.inquiryType),
    _captcha: 'true',
    _honey: honey,
    _template: 'table',
    _replyto: message.email,
    ...(fields as ContactValues),
  }
}
