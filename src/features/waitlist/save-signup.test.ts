import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { timing } from '@/content/product'
import { TimeoutError } from '@/lib/with-timeout'
import { saveSignup } from './save-signup'

const addWaitlistEntry = vi.fn<(email: string) => Promise<void>>()
vi.mock('@/lib/firebase-waitlist', () => ({
  addWaitlistEntry: (email: string) => addWaitlistEntry(email),
}))

beforeEach(() => {
  vi.useFakeTimers()
  addWaitlistEntry.mockReset()
})

afterEach(() => {
  vi.useRealTimers()
})

test('writes the email and resolves when the database answers', async () => {
  addWaitlistEntry.mockResolvedValue()
  await expect(saveSignup('sam@example.com')).resolves.toBeUndefined()
  expect(addWaitlistEntry).toHaveBeenCalledWith('sam@example.com')
})

test('fails when the database refuses', async () => {
  addWaitlistEntry.mockRejectedValue(new Error('permission-denied'))
  await expect(saveSignup('sam@example.com')).rejects.toThrow('permission-denied')
})

test("counts a write with no answer within the spec's 10 s as failed (lib/with-timeout)", async () => {
  expect(timing.waitlistTimeoutMs).toBe(10_000)
  addWaitlistEntry.mockReturnValue(new Promise(() => {}))
  const saving = expect(saveSignup('sam@example.com')).rejects.toBeInstanceOf(TimeoutError)
  await vi.advanceTimersByTimeAsync(10_000)
  await saving
})
