// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { confirmationLinkLifetimeMs, makeToken, readToken } from './links.js'

const secret = 'test-secret'
const entryId = 'a'.repeat(64)
const now = Date.parse('2026-11-24T10:00:00Z')
const confirm = (overrides = {}) =>
  makeToken(secret, {
    purpose: 'confirm',
    entryId,
    expiresAt: now + confirmationLinkLifetimeMs,
    nonce: 'n0nce',
    ...overrides,
  })

describe('signed links', () => {
  test('a link reads back its entry and nonce until it expires, 7 days after it was made', () => {
    expect(confirmationLinkLifetimeMs).toBe(7 * 24 * 60 * 60 * 1000)
    expect(readToken(secret, confirm(), 'confirm', now)).toMatchObject({ entryId, nonce: 'n0nce' })
    expect(readToken(secret, confirm(), 'confirm', now + confirmationLinkLifetimeMs)).toMatchObject(
      { entryId },
    )
    expect(readToken(secret, confirm(), 'confirm', now + confirmationLinkLifetimeMs + 1)).toEqual({
      error: 'expired',
    })
  })

  test('a link signed with another secret, or changed in any part, is invalid', () => {
    expect(readToken('other', confirm(), 'confirm', now)).toEqual({ error: 'invalid' })
    const token = confirm()
    const parts = token.split('.')
    for (let index = 0; index < parts.length; index++) {
      const changed = [...parts]
      changed[index] = index === 1 ? 'b'.repeat(64) : `${parts[index]}x`
      expect(readToken(secret, changed.join('.'), 'confirm', now)).toEqual({ error: 'invalid' })
    }
    expect(readToken(secret, 'garbage', 'confirm', now)).toEqual({ error: 'invalid' })
    expect(readToken(secret, undefined, 'confirm', now)).toEqual({ error: 'invalid' })
  })

  test('an expired forgery says invalid, not expired', () => {
    expect(readToken('other', confirm({ expiresAt: now - 1 }), 'confirm', now)).toEqual({
      error: 'invalid',
    })
  })

  test('an unsubscribe link never expires and cannot confirm', () => {
    const unsubscribe = makeToken(secret, { purpose: 'unsubscribe', entryId })
    expect(
      readToken(secret, unsubscribe, 'unsubscribe', now + 10 * 365 * 86_400_000),
    ).toMatchObject({ entryId })
    expect(readToken(secret, unsubscribe, 'confirm', now)).toEqual({ error: 'invalid' })
  })
})
