// Signed links. A token is `purpose.entryId.expiry.nonce.signature`, the signature an HMAC-SHA256
// of everything before it under a server-only secret, so nobody can make a link for an address
// they do not receive mail at. A confirmation link expires and names a nonce that the server
// keeps until the link is used (so it works once); an unsubscribe link never expires and carries
// the membership's signup time in the nonce's place.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { confirmationLinkDays, daysInMs } from './waitlist-contract.js'

export const confirmationLinkLifetimeMs = daysInMs(confirmationLinkDays)

function sign(secret, payload) {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

export function newNonce() {
  return randomBytes(16).toString('base64url')
}

export function makeToken(secret, { purpose, entryId, expiresAt = 0, nonce = '-' }) {
  const payload = [purpose, entryId, String(expiresAt), nonce].join('.')
  return `${payload}.${sign(secret, payload)}`
}

/**
 * The token's claims, or a reason: 'invalid' (malformed or not signed by us) or 'expired'.
 * Expiry is checked only after the signature, so a forged token never learns anything.
 */
export function readToken(secret, token, purpose, now = Date.now()) {
  if (typeof token !== 'string' || token.length > 400) return { error: 'invalid' }
  const parts = token.split('.')
  if (parts.length !== 5) return { error: 'invalid' }
  const [tokenPurpose, entryId, expiresAt, nonce, signature] = parts
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join('.')))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { error: 'invalid' }
  }
  if (tokenPurpose !== purpose || !/^[0-9a-f]{64}$/.test(entryId)) return { error: 'invalid' }
  const expiry = Number(expiresAt)
  if (expiry !== 0 && expiry < now) return { error: 'expired' }
  return { entryId, nonce, expiresAt: expiry }
}
