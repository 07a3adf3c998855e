/** The contact form's words and choices. The schema, the form and the tests all read these. */

// Defined with the contact links in their own module, which the press page uses without
// this copy.
export { inquiryTypes, isInquiryType, type InquiryType } from './inquiry-types'

/** The form's fields, in page order: the error summary lists problems in this order. */
export const contactFields = ['name', 'email', 'inquiryType', 'message'] as const
export type ContactField = (typeof contactFields)[number]

/** Generous for any real message, small enough that a paste of junk is caught before sending. */
export const contactLimits = { name: 200, message: 5000, messageLabel: '5,000' } as const

export const contactCopy = {
  name: { label: 'your name' },
  email: {
    label: 'your email',
    hint: 'only so we can reply. no newsletters, no funny business.',
  },
  inquiryType: { legend: 'what is it about?' },
  message: {
    label: 'your message',
    hint: `as long or as short as you like, up to ${contactLimits.messageLabel} characters.`,
  },
  inquiryOptions: {
    media: { label: 'media', description: 'press, podcasts and interviews' },
    investors: { label: 'investors', description: 'funding and partnerships' },
    support: { label: 'support', description: 'help with the app' },
    other: { label: 'other', description: 'anything else at all' },
  },
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
