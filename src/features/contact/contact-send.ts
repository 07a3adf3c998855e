import { withTimeout } from '@/lib/with-timeout'
import { ajaxEndpointFor, type ContactPayload } from './contact-payload'

export type SendFailure = 'network' | 'server' | 'rejected'
export type SendResult = { ok: true } | { ok: false; reason: SendFailure }

/**
 * FormSubmit accepted the message only when it says so: an unactivated form also answers
 * 200, with `success: "false"` and an activation notice, and delivers nothing.
 */
export function isAccepted(body: unknown) {
  if (typeof body !== 'object' || body === null || !('success' in body)) return false
  return body.success === true || body.success === 'true'
}

/** Posts the payload to FormSubmit's AJAX endpoint and says plainly whether it was accepted. */
export async function sendContactMessage(
  payload: ContactPayload,
  { timeoutMs, fetchImpl = fetch }: { timeoutMs: number; fetchImpl?: typeof fetch },
): Promise<SendResult> {
  try {
    return await withTimeout(async (signal) => {
      const response = await fetchImpl(ajaxEndpointFor(payload.inquiryType), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
        signal,
      })
      if (response.status !== 200) return { ok: false, reason: 'server' } as const
      const body: unknown = await response.json().catch(() => null)
      return isAccepted(body)
        ? ({ ok: true } as const)
        : ({ ok: false, reason: 'rejected' } as const)
    }, timeoutMs)
  } catch {
    return { ok: false, reason: 'network' }
  }
}
