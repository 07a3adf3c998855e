import { timing } from '@/content/product'
import { onDemand } from '@/lib/on-demand'
import { withTimeout } from '@/lib/with-timeout'

const firebaseWaitlist = onDemand(() => import('@/lib/firebase-waitlist'))

/**
 * Saves a waitlist signup. The Firebase code is fetched here, on the first submit, never with
 * the page. A write that has not answered within the time limit counts as failed.
 */
export function saveSignup(email: string, timeoutMs: number = timing.waitlistTimeoutMs) {
  return withTimeout(
    () => firebaseWaitlist.load().then(({ addWaitlistEntry }) => addWaitlistEntry(email)),
    timeoutMs,
  )
}
