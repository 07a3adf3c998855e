import { timing } from '@/content/product'

export class SignupTimeoutError extends Error {
  constructor(ms: number) {
    super(`The waitlist write did not answer within ${ms} ms`)
  }
}

/**
 * Saves a waitlist signup. The Firebase code is fetched here, on the first submit, never with
 * the page. A write that has not answered within the time limit counts as failed.
 */
export async function saveSignup(email: string, timeoutMs: number = timing.waitlistTimeoutMs) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SignupTimeoutError(timeoutMs)), timeoutMs)
  })
  try {
    await Promise.race([
      import('@/lib/firebase-waitlist').then(({ addWaitlistEntry }) => addWaitlistEntry(email)),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}
