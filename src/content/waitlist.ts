import type { FieldSpec } from './forms'
import { pages } from './pages'

/** The waitlist section of the download page: where the waitlist works without JavaScript. */
export const waitlistSectionId = 'android-waitlist'
export const waitlistPageHref = `${pages.download.path}#${waitlistSectionId}`

/** Every word of the Android waitlist, shared by the homepage dialog and the download page. */
export const waitlistCopy = {
  openButton: 'join android waitlist',
  title: 'join the android waitlist',
  description:
    'touch grass is iPhone-only for now. leave your email and we will write once, when the android version is ready. no newsletter, no spam.',
  submit: 'join waitlist',
  submitting: 'joining...',
  close: 'close',
  /** The email subject of a signup posted without JavaScript. */
  subjectWithoutJavaScript: 'android waitlist signup',
  saveFailed: 'something went wrong. please try again.',
  // Only what the outbox keeps under any flood: nobody dropped, mailed within the signups before
  // them at half the hourly cap. Nothing tells a script from a person, so no number of hours is.
  success:
    "thanks for joining! one more step: we'll email you a link to confirm your address, usually within minutes (when lots of people join at once, it can take hours, in a flood even days, but it will come: no need to join again). then we'll email you once, when android is ready. go outside meanwhile.",
} as const

const invalidEmail = 'please enter a valid email'

/** The waitlist form's one field, as the contact form's table has its fields (content/contact). */
export const waitlistFields = {
  email: {
    kind: 'email',
    label: 'email address',
    placeholder: 'you@example.com',
    autoComplete: 'email',
    // Empty or not an address, the visitor has the same thing to fix.
    messages: { missing: invalidEmail, format: invalidEmail },
  },
} as const satisfies Record<string, FieldSpec>
