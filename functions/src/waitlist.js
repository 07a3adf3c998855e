// The waitlist's server side, free of any trigger or HTTP wiring (index.js adds that), so the
// same code runs in production, on the local functions host and in tests.
//
// Collections (firestore.rules keeps every client out of all but the first):
//   waitlist_android/{id}   the visitor's own write: email, createdAt, status (unchanged)
//   waitlist_records/{id}   same id; the server's record of that entry: confirmation link
//                           state, confirmedAt, the consent record
//   waitlist_limits/{hour}  how many confirmation emails went out in that UTC hour
import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import { consentTexts, currentConsentVersion } from './consent.js'
import { confirmationLinkLifetimeMs, makeToken, newNonce, readToken } from './links.js'
import { daysInMs, unconfirmedEntryDays } from './lifetimes.js'
import { confirmationMessage } from './mail.js'

export const entries = 'waitlist_android'
export const records = 'waitlist_records'
export const limits = 'waitlist_limits'

export const resendAfterMs = daysInMs(1)
export const unconfirmedLifetimeMs = daysInMs(unconfirmedEntryDays)

function hourKey(now) {
  return `confirmation-emails-${new Date(now).toISOString().slice(0, 13)}`
}

/**
 * A signup was written (first time or again). Sends one confirmation email unless the address
 * is confirmed already, had one in the last 24 hours, or the site-wide hourly cap is reached.
 * Returns what it did, for logs and tests.
 */
export async function onEntryWritten(db, config, entryId, entry, now = Date.now()) {
  if (!entry) return 'deleted'
  const email = String(entry.email ?? '')
  const nonce = newNonce()
  const expiresAt = now + confirmationLinkLifetimeMs
  const recordRef = db.collection(records).doc(entryId)
  // Per address: a transaction on this entry's own record, so signups of different addresses
  // never wait for each other.
  const claimed = await db.runTransaction(async (transaction) => {
    const record = await transaction.get(recordRef)
    if (record.get('confirmedAt')) return 'already confirmed'
    const lastSent = record.get('confirmation.sentAt')?.toMillis?.() ?? 0
    if (now - lastSent < resendAfterMs) return 'sent in the last 24 hours'
    transaction.set(recordRef, {
      email,
      signedUpAt: entry.createdAt ?? Timestamp.fromMillis(now),
      confirmation: {
        sentAt: Timestamp.fromMillis(now),
        nonce,
        expiresAt: Timestamp.fromMillis(expiresAt),
      },
    })
    return 'claimed'
  })
  if (claimed !== 'claimed') return claimed
  // Site-wide: one counter per hour, raised with an atomic increment (a transaction on one
  // document would make a flood's triggers abort each other) and read back. The count read is
  // at least this email's place, so the cap can refuse one too many, never let one through.
  const limitRef = db.collection(limits).doc(hourKey(now))
  await limitRef.set(
    {
      count: FieldValue.increment(1),
      expiresAt: Timestamp.fromMillis(now + 2 * 60 * 60 * 1000),
    },
    { merge: true },
  )
  if ((await limitRef.get()).get('count') > config.hourlyEmailCap) {
    // Nothing was sent: the next signup of this address may try again.
    await recordRef.update({ confirmation: FieldValue.delete() })
    return 'hourly cap reached'
  }
  const token = makeToken(config.linkSecret, { purpose: 'confirm', entryId, expiresAt, nonce })
  await config.send(
    confirmationMessage(config, {
      entryId,
      to: email,
      confirmUrl: `${config.siteOrigin}/api/waitlist/confirm?token=${token}`,
    }),
  )
  return 'sent'
}

/**
 * A confirmation link was followed. Returns the result page's name: 'confirmed', 'link-used',
 * 'link-expired' or 'link-invalid'.
 */
export async function confirmEntry(db, config, token, now = Date.now()) {
  const claims = readToken(config.linkSecret, token, 'confirm', now)
  if (claims.error) return `link-${claims.error}`
  return db.runTransaction(async (transaction) => {
    const entryRef = db.collection(entries).doc(claims.entryId)
    const recordRef = db.collection(records).doc(claims.entryId)
    const [entry, record] = await Promise.all([
      transaction.get(entryRef),
      transaction.get(recordRef),
    ])
    if (!entry.exists || !record.exists) return 'link-invalid'
    if (record.get('confirmation.nonce') !== claims.nonce) {
      return record.get('confirmedAt') ? 'link-used' : 'link-invalid'
    }
    const consent = consentTexts[currentConsentVersion]
    const confirmedAt = Timestamp.fromMillis(now)
    transaction.update(recordRef, {
      confirmedAt,
      'confirmation.nonce': FieldValue.delete(),
      consent: {
        version: currentConsentVersion,
        words: consent.words,
        pages: consent.pages,
        signedUpAt: record.get('signedUpAt') ?? entry.get('createdAt'),
        confirmedAt,
        confirmedBy: 'the signed link emailed to the address',
      },
    })
    return 'confirmed'
  })
}

/** An unsubscribe link or one-click POST: the entry and its record go at once. */
export async function unsubscribeEntry(db, config, token) {
  const claims = readToken(config.linkSecret, token, 'unsubscribe')
  if (claims.error) return 'link-invalid'
  const batch = db.batch()
  batch.delete(db.collection(entries).doc(claims.entryId))
  batch.delete(db.collection(records).doc(claims.entryId))
  await batch.commit()
  return 'unsubscribed'
}

/** Entries never confirmed within `unconfirmedEntryDays` of their last signup are deleted with their record. */
export async function deleteUnconfirmed(db, now = Date.now()) {
  const cutoff = Timestamp.fromMillis(now - unconfirmedLifetimeMs)
  const stale = await db.collection(entries).where('createdAt', '<', cutoff).get()
  let deleted = 0
  for (const entry of stale.docs) {
    const record = await db.collection(records).doc(entry.id).get()
    if (record.get('confirmedAt')) continue
    const batch = db.batch()
    batch.delete(entry.ref)
    batch.delete(record.ref)
    await batch.commit()
    deleted++
  }
  const oldLimits = await db
    .collection(limits)
    .where('expiresAt', '<', Timestamp.fromMillis(now))
    .get()
  for (const limit of oldLimits.docs) await limit.ref.delete()
  return deleted
}

/** Confirmed people: the only ones who ever get launch mail. */
export async function confirmedPeople(db) {
  const confirmed = await db.collection(records).where('confirmedAt', '!=', null).get()
  return confirmed.docs
    .map((record) => ({
      entryId: record.id,
      email: String(record.get('email')),
      confirmedAt: record.get('confirmedAt').toDate(),
    }))
    .sort((a, b) => a.confirmedAt - b.confirmedAt)
}
