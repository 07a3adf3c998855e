import { expect, test } from 'vitest'
import { acceptedEmails, rejectedEmails } from '../../../tests/fixtures/emails'
import { waitlistSchema } from './waitlist.schema'

for (const email of acceptedEmails) {
  test(`accepts ${email}`, () => {
    expect(waitlistSchema.safeParse({ email }).success).toBe(true)
  })
}

for (const [name, email] of rejectedEmails) {
  test(`rejects an email ${name} with the spec's message`, () => {
    const result = waitlistSchema.safeParse({ email })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('please enter a valid email')
  })
}

test('trims spaces around a pasted address before checking it', () => {
  expect(waitlistSchema.parse({ email: '  sam@example.com ' })).toEqual({
    email: 'sam@example.com',
  })
})
