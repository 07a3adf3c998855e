// The waitlist's contract: every fact about it that the site, these functions, the owner's
// scripts and the tests must agree on. Imported here as './waitlist-contract.js' and everywhere
// else as 'touch-grass-functions/waitlist-contract' (the workspace package's export), so there is
// one copy. It lives in functions/ because Cloud Build installs and deploys functions/ alone.
// firestore.rules cannot import it; tests/rules/waitlist-contract.test.ts checks the rules use
// the same names. No imports, and nothing that needs Node or the DOM beyond Web Crypto: the
// site's bundle takes this file as it is.

/** Every collection the waitlist uses. Only `entries` is ever written by a visitor. */
export const collections = /** @type {const} */ ({
  /** The visitor's own write: exactly `entryFields`, id = waitlistEntryId(email). */
  entries: 'waitlist_android',
  /** Same id as the entry: the server's record (confirmation link state, consent). */
  records: 'waitlist_records',
  /** Per-hour email counters and the outbox's drain lease. */
  limits: 'waitlist_limits',
  /** Confirmation emails waiting to go out, one per entry id, drained oldest first. */
  outbox: 'waitlist_outbox',
  /**
   * Per inbox (id: a keyed hash of mailboxOf(email), functions/src/waitlist.js's inboxKey): when
   * it last got a confirmation and which one is queued. No address.
   */
  mailboxes: 'waitlist_mailboxes',
  /** Campaigns by the owner's name; `recipients` below each holds entry ids, never addresses. */
  announcements: 'waitlist_announcements',
})

/** The sub-collection of an announcement holding who got it. */
export const announcementRecipients = 'recipients'

/** The fields of an entry, all of them required, and the one status a visitor can write. */
export const entryFields = /** @type {const} */ (['email', 'createdAt', 'status'])
export const activeStatus = 'active'

/** What both forms store and send, and what the scripts search by: NFC, trimmed, lowercased. */
export function normaliseEmail(/** @type {string} */ raw) {
  return raw.normalize('NFC').trim().toLowerCase()
}

const gmailDomains = new Set(['gmail.com', 'googlemail.com'])

/**
 * The inbox an address reaches, as the mailbox reads it: normalised, without a plus tag (every
 * major provider delivers `sam+x@` to `sam@`), and for Gmail without dots and with googlemail.com
 * as gmail.com. Used to count emails per inbox; the entry keeps the spelling the visitor typed.
 */
export function mailboxOf(/** @type {string} */ email) {
  const address = normaliseEmail(email)
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (gmailDomains.has(domain)) {
    domain = 'gmail.com'
    local = local.replaceAll('.', '')
  }
  return `${local}@${domain}`
}

/** Lowercase hex SHA-256 of a string (Web Crypto: the browser and Node both have it). */
export async function sha256Hex(/** @type {string} */ text) {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A waitlist entry's document id: the SHA-256 of the normalised address, in lowercase hex.
 * firestore.rules computes the same, so ids cannot be chosen and one address is one document.
 */
export const waitlistEntryId = (/** @type {string} */ normalisedEmail) => sha256Hex(normalisedEmail)

/** The pages a waitlist email's links end on, `/waitlist/<name>`. */
export const waitlistResultNames = /** @type {const} */ ([
  'confirmed',
  'link-expired',
  'link-used',
  'link-invalid',
  'unsubscribed',
])

/** How long a confirmation link and an unconfirmed entry last, and how often an inbox is mailed. */
export const confirmationLinkDays = 7
export const unconfirmedEntryDays = 30
export const confirmationsPerInboxEveryHours = 24

export const daysInMs = (/** @type {number} */ days) => days * 24 * 60 * 60 * 1000
