import { contactCopy, type InquiryType } from '@/content/contact'
import { site } from '@/content/site'
import { contactEnv } from '@/lib/env'
import type { ContactFormValues } from './contact.schema'

/** A form that cannot know the type yet (no JavaScript, nothing chosen) goes to support. */
export const defaultInquiryType = 'support' satisfies InquiryType

/** Media and investors share the press inbox; support and other share the support inbox. */
export function recipientFor(inquiryType: InquiryType) {
  return inquiryType === 'media' || inquiryType === 'investors'
    ? contactEnv.pressRecipient
    : contactEnv.supportRecipient
}

/** FormSubmit's JSON endpoint, used when JavaScript runs. */
export function ajaxEndpointFor(inquiryType: InquiryType) {
  return `${contactEnv.formOrigin}/ajax/${recipientFor(inquiryType)}`
}

/** The plain form `action`, used by a normal post when JavaScript does not run. */
export function formActionFor(inquiryType: InquiryType | null) {
  return `${contactEnv.formOrigin}/${recipientFor(inquiryType ?? defaultInquiryType)}`
}

export function subjectFor(inquiryType: InquiryType | null) {
  return inquiryType ? `${inquiryType} inquiry` : contactCopy.subjectWithoutJavaScript
}

/** Where the element showing the success message lives; the fragment lets CSS show it without JavaScript. */
export const sentMessageId = 'contact-sent'

/**
 * FormSubmit's `_next`: after a plain post (only ever made without JavaScript) it sends the
 * visitor back here, where `:target` shows the success message. Nothing in the address can
 * prove a send, so with JavaScript it shows nothing and touches no draft.
 */
export const returnUrlAfterPost = `${new URL('/contact', site.origin).href}#${sentMessageId}`

/** The JSON body FormSubmit's AJAX endpoint receives, in the spec's field order. */
export type ContactPayload = ReturnType<typeof buildContactPayload>

export function buildContactPayload(message: ContactFormValues, honey: string) {
  return {
    _subject: subjectFor(message.inquiryType),
    _captcha: 'true',
    _honey: honey,
    _template: 'table',
    _replyto: message.email,
    name: message.name,
    email: message.email,
    inquiryType: message.inquiryType,
    message: message.message,
  }
}
