import { timing } from '@/content/product'
import { withTimeout } from '@/lib/with-timeout'

/**
 * Saves a waitlist signup. The Firebase code is fetched here, on the first submit, never with
 * the page. A write that has not answered within the time limit counts as failed.
 */
export function saveSignup(email: string, timeoutMs: number = timing.waitlistTimeoutMs) {
  return withTimeout(
    () => import('@/lib/firebase-waitlist').then(({ addWaitlistEntry }) => addWaitlistEntry(email)),
    timeoutMs,
  )
}
