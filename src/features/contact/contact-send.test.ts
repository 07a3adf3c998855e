import { afterEach, expect, test, vi } from 'vitest'
import { expectedPayload } from '../../../tests/fixtures/contact-form'
import { isAccepted, sendContactMessage } from './contact-send'

const payload = expectedPayload('media')

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status }),
  )

afterEach(() => {
  vi.useRealTimers()
})

test('posts the payload as JSON to the AJAX endpoint of the type’s recipient', async () => {
  const fetchImpl = answer(200, { success: 'true' })
  await sendContactMessage(payload, { timeoutMs: 1000, fetchImpl })
  const [url, init] = fetchImpl.mock.calls[0] ?? []
  expect(url).toBe('https://formsubmit.co/ajax/press@touchgrass.invalid')
  expect(init?.method).toBe('POST')
  expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' })
  expect(JSON.parse(String(init?.body))).toEqual(payload)
})

test.each([{ success: 'true' }, { success: true, message: 'sent' }])(
  'a 200 with %j is a success',
  async (body) => {
    const result = await sendContactMessage(payload, {
      timeoutMs: 1000,
      fetchImpl: answer(200, body),
    })
    expect(result).toEqual({ ok: true })
  },
)

test('a 200 with success "false" (the activation notice) is not a success', async () => {
  const fetchImpl = answer(200, {
    success: 'false',
    message: 'This form needs Activation. We have sent you an email.',
  })
  expect(await sendContactMessage(payload, { timeoutMs: 1000, fetchImpl })).toEqual({
    ok: false,
    reason: 'rejected',
  })
})

test('a 200 that is not JSON is not a success', async () => {
  const fetchImpl = answer(200, '<html>please verify</html>')
  expect(await sendContactMessage(payload, { timeoutMs: 1000, fetchImpl })).toEqual({
    ok: false,
    reason: 'rejected',
  })
})

test.each([500, 429, 302, 404])('status %i is a server failure', async (status) => {
  const result = await sendContactMessage(payload, {
    timeoutMs: 1000,
    fetchImpl: answer(status, { success: 'true' }),
  })
  expect(result).toEqual({ ok: false, reason: 'server' })
})

test('a request that never reaches the service is a network failure', async () => {
  const fetchImpl = vi.fn<typeof fetch>(async () => {
    throw new TypeError('Failed to fetch')
  })
  expect(await sendContactMessage(payload, { timeoutMs: 1000, fetchImpl })).toEqual({
    ok: false,
    reason: 'network',
  })
})

test('gives up after the timeout and calls it a network failure', async () => {
  vi.useFakeTimers()
  const fetchImpl = vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))
      }),
  )
  const result = sendContactMessage(payload, { timeoutMs: 15_000, fetchImpl })
  let settled = false
  void result.then(() => (settled = true))
  await vi.advanceTimersByTimeAsync(14_999)
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await result).toEqual({ ok: false, reason: 'network' })
})

test('isAccepted wants success to be true or "true"', () => {
  expect(isAccepted({ success: 'true' })).toBe(true)
  expect(isAccepted({ success: true })).toBe(true)
  expect(isAccepted({ success: 'false' })).toBe(false)
  expect(isAccepted({ success: false })).toBe(false)
  expect(isAccepted({})).toBe(false)
  expect(isAccepted(null)).toBe(false)
  expect(isAccepted('true')).toBe(false)
})
