// @vitest-environment node
import { expect, test } from 'vitest'
import { readToken } from './links.js'
import { confirmationMessage } from './mail.js'

const config = {
  linkSecret: 'test-secret',
  siteOrigin: 'https://touchgrass.example',
  sender: 'touch grass <hello@touchgrass.example>',
}
const entryId = 'c'.repeat(64)

test('every email names the sender, carries the one-click headers and a footer link to the same address', () => {
  const message = confirmationMessage(config, {
    entryId,
    signedUpAt: 1764000000000,
    to: 'sam@example.com',
    confirmUrl: 'https://touchgrass.example/api/waitlist/confirm?token=x',
  })
  expect(message.from).toBe(config.sender)
  expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const header = message.headers['List-Unsubscribe'].match(/^<(https:\/\/\S+)>$/)[1]
  expect(message.text).toContain(`(no login): ${header}`)
  const token = new URL(header).searchParams.get('token')
  // The link names the membership it belongs to, so it cannot remove a person who re-joined.
  expect(readToken(config.linkSecret, token, 'unsubscribe')).toMatchObject({
    entryId,
    nonce: '1764000000000',
  })
})
