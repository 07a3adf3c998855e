import { confirmationLinkDays } from 'touch-grass-functions/waitlist-contract'
import { type waitlistResultNames } from './waitlist-result-names'

/** Where the page's one button goes: the homepage, or the download page's waitlist form. */
type Action = { text: string; to: 'home' | 'waitlist' }
const home: Action = { text: 'back to the homepage', to: 'home' }
const joinAgain: Action = { text: 'join the waitlist again', to: 'waitlist' }

/** What each page a waitlist email's link ends on says. */
export const waitlistResults = {
  confirmed: {
    title: 'you are on the list',
    heading: 'confirmed: you are on the list',
    description:
      "thanks for confirming your email. we'll write once, when touch grass is ready on android. until then, go outside.",
    action: home,
  },
  'link-expired': {
    title: 'this link has expired',
    heading: 'this link has expired',
    description: `confirmation links work for ${confirmationLinkDays} days, and this one is older. join the waitlist again and we will send you a new one.`,
    action: joinAgain,
  },
  'link-used': {
    title: 'this link was already used',
    heading: 'this link was already used',
    description:
      'a confirmation link works once, and this one has done its job: the address it was sent to is confirmed. nothing more to do.',
    action: home,
  },
  'link-invalid': {
    title: 'this link does not work',
    heading: 'this link does not work',
    description:
      'it may be incomplete, or the address it belonged to has left the waitlist. join again and we will send you a fresh link.',
    action: joinAgain,
  },
  unsubscribed: {
    title: 'you have left the waitlist',
    heading: 'you have left the waitlist',
    description:
      'your email address is deleted from the android waitlist and we will not write to you again. changed your mind? you can join again at any time.',
    action: joinAgain,
  },
} satisfies Record<
  (typeof waitlistResultNames)[number],
  { title: string; heading: string; description: string; action: Action }
>

export type WaitlistResult = keyof typeof waitlistResults

/** The copy of `/waitlist/<name>`, or undefined for a name that is not one of them. */
export function waitlistResultCopy(name: string) {
  return Object.hasOwn(waitlistResults, name) ? waitlistResults[name as WaitlistResult] : undefined
}
