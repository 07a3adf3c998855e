export const waitlistCollection = 'waitlist_android'

/**
 * A waitlist entry's document id: the SHA-256 of the normalised address, in lowercase hex.
 * firestore.rules computes the same, so ids cannot be chosen and one address is one document.
 */
export async function waitlistEntryId(normalisedEmail: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalisedEmail))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
