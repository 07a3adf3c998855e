import { onDemand } from '@/lib/loading/on-demand'

const firebaseWaitlist = onDemand(() => import('@/lib/firebase-waitlist'))

/**
 * Saves a waitlist signup, fetching Firebase's code on the first submit, never with the page.
 * No time limit: the form decides how long to wait, and a write may still land after that.
 */
export function saveSignup(email: string) {
  return firebaseWaitlist.load().then(({ addWaitlistEntry }) => addWaitlistEntry(email))
}

/** After a failure: whether Firebase's code had loaded (if not, the failure was the code's). */
export const firebaseCodeLoaded = () => firebaseWaitlist.current !== undefined
