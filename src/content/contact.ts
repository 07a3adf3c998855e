/** The contact form's words and choices. The schema, the form and the tests all read these. */

import { emailMaxLength } from '@/lib/email-limits'
import type { FieldSpec, ValuesOf } from './forms'
import { inquiryOptions } from './inquiry-types'

// Defined with the contact links in their own module, which the press page uses without
// this copy.
export { inquiryOptions, inquiryTypes, type InquiryType } from './inquiry-types'

const withCommas = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',')
/** Generous for any real message, small enough that a paste of junk is caught before sending. */
const messageMaxLength = 5000

/**
 * The contact form, one entry per field in page order (the error summary follows it). The ids,
 * the draft, the payload, the error summary, the no-JavaScript post and the checks (through the
 * form kit, components/form-kit) read this; so do the tests (tests/fixtures/contact-form.ts).
 */
export const contactFields = {
  name: {
    kind: 'text',
    label: 'your name',
    autoComplete: 'name',
    maxLength: 200,
    messages: {
      missing: 'enter your name',
      tooLong: 'shorten your name to 200 characters or fewer',
    },
  },
  email: {
    kind: 'email',
    label: 'your email',
    hint: 'only so we can reply. no newsletters, no funny business.',
    autoComplete: 'email',
    maxLength: emailMaxLength,
    messages: {
      missing: 'enter your email address',
      tooLong: `enter an email address of ${emailMaxLength} characters or fewer`,
      format: 'enter your email address in the format name@example.com',
    },
    // It can take two lines on a phone.
    reserve: 'two-lines-on-phones',
  },
  inquiryType: {
    kind: 'choice',
    label: 'what is it about?',
    options: inquiryOptions,
    messages: { missing: 'choose what your message is about' },
  },
  message: {
    kind: 'long text',
    label: 'your message',
    hint: `as long or as short as you like, up to ${withCommas(messageMaxLength)} characters.`,
    maxLength: messageMaxLength,
    messages: {
      missing: 'enter your message',
      tooLong: `shorten your message to ${withCommas(messageMaxLength)} characters or fewer`,
    },
  },
} as const satisfies Record<string, FieldSpec>

export type ContactField = keyof typeof contactFields
export const contactFieldNames = Object.keys(contactFields) as ContactField[]
export type ContactValues = ValuesOf<typeof contactFields>

export const contactCopy = {
  submit: { idle: 'send message', sending: 'sending...' },
  /** Announced to screen readers while the button says "sending...". */
  sendingAnnouncement: 'sending your message',
  errorSummary: {
    heading: 'there is a problem',
    /** Put before the page title while errors show (GOV.UK), so the tab and a reload say so. */
    titlePrefix: 'Error: ',
  },
  sent: {
    heading: 'your message has been sent successfully!',
    body: 'we read everything and reply to most things within two working days. the grass will keep you company until then.',
  },
  failed: {
    heading: 'your message did not send',
    kept: 'everything you typed is still here.',
    reasons: {
      network: 'we could not reach the mail service. check your connection, then try again.',
      server:
        'the mail service had a wobble and did not take it. give it a moment, then try again.',
      rejected:
        'the mail service turned it away, which is our fault, not yours. try again in a little while.',
    },
    retry: 'try again',
  },
  honeypot: { label: 'leave this empty' },
  /** The subject a post without JavaScript carries: without it the form cannot know the type. */
  subjectWithoutJavaScript: 'website inquiry',
} as const
