// @vitest-environment node
import { expect, test } from 'vitest'
import { mailboxOf, normaliseEmail, waitlistEntryId } from './waitlist-contract.js'

test('an inbox is counted as the mailbox reads it: case and plus tags everywhere, dots and googlemail for Gmail, NFC', () => {
  const one = [
    'victim@gmail.com',
    ' Victim@GMAIL.com ',
    'v.i.c.t.i.m@gmail.com',
    'victim+1@gmail.com',
    'vic.tim+a+b@googlemail.com',
  ]
  for (const spelling of one) expect(mailboxOf(spelling), spelling).toBe('victim@gmail.com')
  expect(mailboxOf('Sam.Smith+news@example.com')).toBe('sam.smith@example.com')
  expect(mailboxOf('jose\u0301+x@example.com')).toBe(mailboxOf('jos\u00e9@example.com'))
  // What the person typed is theirs: only the count uses the mailbox.
  expect(normaliseEmail(' Sam.Smith+news@example.com')).toBe('sam.smith+news@example.com')
  // A local part that is only a tag stays as typed.
  expect(mailboxOf('+44@example.com')).toBe('+44@example.com')
})

test('an entry id is the SHA-256 of the normalised address', async () => {
  // echo -n sam@example.com | sha256sum
  expect(await waitlistEntryId('sam@example.com')).toBe(
    'cd25a6171969f2a3c6e35c7667e3908ef1bd2424241db04411a0eec454ca6c16',
  )
})
