import { beforeEach, expect, test, vi } from 'vitest'
import { saveSignup } from './save-signup'

const addWaitlistEntry = vi.fn<(email: string) => Promise<void>>()
vi.mock('@/lib/firebase-waitlist', () => ({
  addWaitlistEntry: (email: string) => addWaitlistEntry(email),
}))

beforeEach(() => {
  addWaitlistEntry.mockReset()
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
