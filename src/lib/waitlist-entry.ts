/**
 * The spec's email rule: something, one @, a domain with a dot, and no spaces anywhere.
 * firestore.rules repeats these rules (it cannot import); the schema and rules tests check both
 * against the same examples (tests/fixtures/emails.ts).
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** RFC 5321's limit on a forward path, also enforced by the security rules. */
export const emailMaxLength = 254

export const waitlistCollection = 'waitlist_android'
