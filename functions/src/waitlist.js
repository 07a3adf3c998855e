// The waitlist's server side, free of any trigger or HTTP wiring (index.js adds that), so the
// same code runs in production, on the local functions host and in tests. The collections are
// named in waitlist-contract.js.
//
// A signup never sends mail itself: it queues one confirmation in the outbox (at most one per
// inbox per 24 hours), and one drainer at a time (a lease) sends the queue oldest first, within
// the hourly cap, retrying failures with backoff. So the cap delays emails and never drops them,
// and a record says sent only once the SMTP server accepted the message.
import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import { consentTexts, currentConsentVersion } from './consent.js'
import { confirmationLinkLifetimeMs, makeToken, newNonce, readToken } from './links.js'
import { confirmationMessage } from './mail.js'
import {
  announcementRecipients,
  collections,
  confirmationsPerInboxEveryHours,
  daysInMs,
  mailboxId,
  mailboxOf,
  normaliseEmail,
  unconfirmedEntryDays,
} from './waitlist-contract.js'

export const resendAfterMs = confirmationsPerInboxEveryHours * 60 * 60 * 1000
export const unconfirmedLifetimeMs = daysInMs(unconfirmedEntryDays)
/** A failed send waits 1, 2, 4 … minutes, at most 6 hours, and is given up after 10 tries (~13 h). */
export const maxAttempts = 10
export const retryDelayMs = (attempts) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000)
const leaseMs = 2 * 60_000
const claimLapseMs = 60_000
const drainBudgetMs = 40_000
const sendsAtOnce = 8

const hourKey = (now) => `confirmation-emails-${new Date(now).toISOString().slice(0, 13)}`
const ref = (db, collection, id) => db.collection(collections[collection]).doc(id)

/**
 * A signup was written (first time or again). Queues one confirmation email unless the person
 * left meanwhile, is confirmed already, or their inbox had one in the last 24 hours or has one
 * queued; then lets the outbox drain. Returns what it did, for logs and tests.
 */
export async function onEntryWritten(db, config, entryId, entry, now = Date.now()) {
  if (!entry) return 'deleted'
  const outcome = await queueConfirmation(db, entryId, now)
  if (outcome === 'queued') await drainOutbox(db, config, now)
  return outcome
}

/**
 * The trigger's decision. The inbox is claimed with create() (or over a claim that has lapsed),
 * not in a transaction: a flood of spellings of one inbox would otherwise queue on that one
 * document. The record and the outbox item are then written in a transaction that re-reads the
 * entry, so a person who left in the meantime gets neither.
 */
export async function queueConfirmation(db, entryId, now = Date.now()) {
  const entryRef = ref(db, 'entries', entryId)
  const recordRef = ref(db, 'records', entryId)
  const outboxRef = ref(db, 'outbox', entryId)
  const [entry, record] = await Promise.all([entryRef.get(), recordRef.get()])
  if (!entry.exists) return 'left before the email'
  if (record.get('confirmedAt')) return 'already confirmed'
  const mailboxRef = ref(db, 'mailboxes', await mailboxId(String(entry.get('email') ?? '')))
  const claimed = await claimInbox(db, mailboxRef, entryId, now)
  if (claimed !== 'claimed') return claimed
  const outcome = await db.runTransaction(async (transaction) => {
    const [current, currentRecord] = await Promise.all([
      transaction.get(entryRef),
      transaction.get(recordRef),
    ])
    if (!current.exists) return 'left before the email'
    if (currentRecord.get('confirmedAt')) return 'already confirmed'
    transaction.set(
      recordRef,
      {
        email: String(current.get('email') ?? ''),
        // The membership's start: kept across renewals, new after leaving and joining again.
        // Unsubscribe links carry it (mail.js).
        signedUpAt:
          currentRecord.get('signedUpAt') ?? current.get('createdAt') ?? Timestamp.fromMillis(now),
      },
      { merge: true },
    )
    transaction.set(outboxRef, {
      queuedAt: Timestamp.fromMillis(now),
      notBefore: Timestamp.fromMillis(now),
      attempts: 0,
      mailbox: mailboxRef.id,
    })
    return 'queued'
  })
  if (outcome !== 'queued') await releaseInbox(db, mailboxRef.id)
  return outcome
}

/** Takes the inbox's one place in the outbox, unless it was mailed in the last 24 hours or is taken. */
async function claimInbox(db, mailboxRef, entryId, now) {
  try {
    await mailboxRef.create({ queuedFor: entryId, claimedAt: Timestamp.fromMillis(now) })
    return 'claimed'
  } catch (error) {
    if (error.code !== 6) throw error // 6: ALREADY_EXISTS
  }
  const mailbox = await mailboxRef.get()
  if (now - (mailbox.get('sentAt')?.toMillis() ?? 0) < resendAfterMs) {
    return 'sent in the last 24 hours'
  }
  // A claim holds while its email waits in the outbox, and for a minute before that (the
  // claiming signup is still writing it); a claim whose signup died lapses after that minute.
  const queuedFor = mailbox.get('queuedFor')
  const claimedAt = mailbox.get('claimedAt')?.toMillis() ?? 0
  if (
    queuedFor &&
    (now - claimedAt < claimLapseMs || (await ref(db, 'outbox', queuedFor).get()).exists)
  ) {
    return 'already queued for this inbox'
  }
  try {
    await mailboxRef.update(
      { queuedFor: entryId, claimedAt: Timestamp.fromMillis(now) },
      { lastUpdateTime: mailbox.updateTime },
    )
    return 'claimed'
  } catch {
    return 'already queued for this inbox' // another signup of this inbox took it first
  }
}

/** One drainer at a time: a lease document, taken with create() or over an expired one. */
async function takeLease(db) {
  const lease = ref(db, 'limits', 'outbox-lease')
  const until = () => ({ until: Timestamp.fromMillis(Date.now() + leaseMs) })
  try {
    await lease.create(until())
    return lease
  } catch (error) {
    if (error.code !== 6) throw error // 6: ALREADY_EXISTS
  }
  const current = await lease.get()
  if (current.exists && current.get('until').toMillis() > Date.now()) return undefined
  try {
    if (current.exists) await lease.update(until(), { lastUpdateTime: current.updateTime })
    else await lease.create(until())
    return lease
  } catch {
    return undefined // another drainer took it first
  }
}

/**
 * Sends what is due in the outbox, oldest first, while the hour's cap allows. Whatever is left
 * waits for the next drain (the next signup, or the scheduled run every minute).
 * Returns counts, for logs and tests.
 */
export async function drainOutbox(db, config, now = Date.now()) {
  const result = { sent: 0, retrying: 0, givenUp: 0, dropped: 0, busy: false }
  const lease = await takeLease(db)
  if (!lease) return { ...result, busy: true }
  const started = Date.now()
  try {
    const counter = ref(db, 'limits', hourKey(now))
    let count = (await counter.get()).get('count') ?? 0
    while (count < config.hourlyEmailCap && Date.now() - started < drainBudgetMs) {
      const due = await db
        .collection(collections.outbox)
        .where('notBefore', '<=', Timestamp.fromMillis(now))
        .orderBy('notBefore')
        .limit(Math.min(sendsAtOnce, config.hourlyEmailCap - count))
        .get()
      if (due.empty) break
      const outcomes = await Promise.all(due.docs.map((item) => sendQueued(db, config, item, now)))
      const sent = outcomes.filter((outcome) => outcome === 'sent').length
      if (sent > 0) {
        count += sent
        await counter.set(
          {
            count: FieldValue.increment(sent),
            expiresAt: Timestamp.fromMillis(now + 2 * 60 * 60 * 1000),
          },
          { merge: true },
        )
      }
      for (const outcome of outcomes) result[outcome]++
    }
  } finally {
    await lease.delete().catch(() => undefined)
  }
  return result
}

/** An SMTP reply of 5xx refuses the message for good; anything else (no connection, 4xx) may pass later. */
const isPermanent = (error) => error?.responseCode >= 500 && error?.responseCode < 600

/**
 * Frees the inbox's place in the outbox (only the drainer, or a signup that just claimed it,
 * holds it), recording when it was last mailed if it was.
 */
async function releaseInbox(db, mailbox, fields = {}) {
  await ref(db, 'mailboxes', mailbox).set(
    { queuedFor: FieldValue.delete(), claimedAt: FieldValue.delete(), ...fields },
    { merge: true },
  )
}

/** One queued confirmation: re-checked just before sending, marked sent only once accepted. */
async function sendQueued(db, config, item, now) {
  const entryId = item.id
  const mailbox = item.get('mailbox')
  const recordRef = ref(db, 'records', entryId)
  const [entry, record] = await Promise.all([ref(db, 'entries', entryId).get(), recordRef.get()])
  if (!entry.exists || !record.exists || record.get('confirmedAt')) {
    // Left (or confirmed) while waiting: nothing is sent, and no record outlives the entry.
    const batch = db.batch()
    batch.delete(item.ref)
    if (!entry.exists) batch.delete(recordRef)
    await releaseInbox(db, mailbox)
    await batch.commit()
    return 'dropped'
  }
  const nonce = newNonce()
  const expiresAt = now + confirmationLinkLifetimeMs
  // The link state lands before the email, so the link works the moment it arrives; `sentAt`
  // only after. update() fails if the person left since the check above: then nothing is sent.
  try {
    await recordRef.update({
      confirmation: { nonce, expiresAt: Timestamp.fromMillis(expiresAt) },
    })
  } catch {
    await releaseInbox(db, mailbox)
    await item.ref.delete()
    return 'dropped'
  }
  const token = makeToken(config.linkSecret, { purpose: 'confirm', entryId, expiresAt, nonce })
  try {
    await config.send(
      confirmationMessage(config, {
        entryId,
        signedUpAt: record.get('signedUpAt').toMillis(),
        to: String(entry.get('email')),
        confirmUrl: `${config.siteOrigin}/api/waitlist/confirm?token=${token}`,
      }),
    )
  } catch (error) {
    const attempts = (item.get('attempts') ?? 0) + 1
    if (isPermanent(error) || attempts >= maxAttempts) {
      // Given up: nothing was sent, so the inbox is not locked for 24 hours either, and the
      // person's next signup tries again.
      await releaseInbox(db, mailbox)
      await item.ref.delete()
      await recordRef.update({ confirmation: FieldValue.delete() }).catch(() => undefined)
      return 'givenUp'
    }
    await item.ref.update({
      attempts,
      notBefore: Timestamp.fromMillis(now + retryDelayMs(attempts)),
      lastError: String(error?.responseCode ?? error?.code ?? 'unknown'),
    })
    return 'retrying'
  }
  await recordRef
    .update({ 'confirmation.sentAt': Timestamp.fromMillis(now) })
    .catch(() => undefined) // left in the meantime: the record is gone and stays gone
  await releaseInbox(db, mailbox, { sentAt: Timestamp.fromMillis(now) })
  await item.ref.delete()
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
    const entryRef = ref(db, 'entries', claims.entryId)
    const recordRef = ref(db, 'records', claims.entryId)
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

/** Whether a token is a well-formed, signed link of this purpose (for the confirm-or-not page). */
export function isLiveLink(config, token, purpose, now = Date.now()) {
  const claims = readToken(config.linkSecret, token, purpose, now)
  return claims.error ? `link-${claims.error}` : 'ok'
}

/**
 * Everything the waitlist holds for these entry ids goes: entry, record, queued email; an
 * announcement's record of a send keeps only the entry id (a one-way hash of the address).
 */
export async function forgetEntries(db, entryIds, emails = []) {
  const batch = db.batch()
  for (const entryId of entryIds) {
    for (const collection of ['entries', 'records', 'outbox']) {
      batch.delete(ref(db, collection, entryId))
    }
  }
  await batch.commit()
  // Records of a send written before they held ids only.
  const spellings = [...new Set(emails.map(String))]
  for (let i = 0; i < spellings.length; i += 30) {
    const legacy = await db
      .collectionGroup(announcementRecipients)
      .where('email', 'in', spellings.slice(i, i + 30))
      .get()
    for (const recipient of legacy.docs) await recipient.ref.update({ email: FieldValue.delete() })
  }
}

/**
 * An unsubscribe (the page's button or a mail client's one-click POST): everything goes at once.
 * The link carries the membership's start, so an old email's link cannot remove a person who
 * left and joined again. Returns 'unsubscribed' or 'link-invalid'.
 */
export async function unsubscribeEntry(db, config, token) {
  const claims = readToken(config.linkSecret, token, 'unsubscribe')
  if (claims.error) return 'link-invalid'
  const signedUpAt = Number(claims.nonce)
  if (!Number.isSafeInteger(signedUpAt)) return 'link-invalid'
  const [entry, record] = await Promise.all([
    ref(db, 'entries', claims.entryId).get(),
    ref(db, 'records', claims.entryId).get(),
  ])
  const membershipStart = record.exists
    ? record.get('signedUpAt')?.toMillis()
    : entry.get('createdAt')?.toMillis()
  if ((entry.exists || record.exists) && membershipStart !== signedUpAt) return 'link-invalid'
  const emails = [entry.get('email'), record.get('email')].filter(Boolean)
  await forgetEntries(db, [claims.entryId], emails)
  const email = record.get('email') ?? entry.get('email')
  const queued = await ref(db, 'mailboxes', email ? await mailboxId(email) : '-').get()
  if (email && queued.get('queuedFor') === claims.entryId) await releaseInbox(db, queued.id)
  return 'unsubscribed'
}

/**
 * Entries never confirmed within `unconfirmedEntryDays` of their last signup are deleted with
 * their record, and so is anything left of a person who is gone (a record or queued email
 * without an entry).
 */
export async function deleteUnconfirmed(db, now = Date.now()) {
  const cutoff = Timestamp.fromMillis(now - unconfirmedLifetimeMs)
  const stale = await db.collection(collections.entries).where('createdAt', '<', cutoff).get()
  let deleted = 0
  for (const entry of stale.docs) {
    const record = await ref(db, 'records', entry.id).get()
    if (record.get('confirmedAt')) continue
    await forgetEntries(db, [entry.id])
    deleted++
  }
  for (const collection of ['records', 'outbox']) {
    const left = await db.collection(collections[collection]).get()
    for (const doc of left.docs) {
      if (!(await ref(db, 'entries', doc.id).get()).exists) await forgetEntries(db, [doc.id])
    }
  }
  const oldLimits = await db
    .collection(collections.limits)
    .where('expiresAt', '<', Timestamp.fromMillis(now))
    .get()
  for (const limit of oldLimits.docs) await limit.ref.delete()
  return deleted
}

/** Confirmed people, oldest confirmation first: the only ones who ever get launch mail. */
export async function confirmedPeople(db) {
  const confirmed = await db.collection(collections.records).where('confirmedAt', '!=', null).get()
  return confirmed.docs
    .map((record) => ({
      entryId: record.id,
      email: String(record.get('email')),
      signedUpAt: record.get('signedUpAt')?.toMillis() ?? 0,
      confirmedAt: record.get('confirmedAt').toDate(),
    }))
    .sort((a, b) => a.confirmedAt - b.confirmedAt)
}

/** Whether a person may still be mailed right now: their entry exists and they are confirmed. */
export async function stillConfirmed(db, entryId) {
  const [entry, record] = await Promise.all([
    ref(db, 'entries', entryId).get(),
    ref(db, 'records', entryId).get(),
  ])
  return entry.exists && Boolean(record.get('confirmedAt'))
}

/** Every entry id whose address reaches the same inbox as `email` (the erase script's search). */
export async function entriesOfInbox(db, email) {
  const inbox = mailboxOf(email)
  const found = new Map()
  for (const collection of ['entries', 'records']) {
    const all = await db.collection(collections[collection]).get()
    for (const doc of all.docs) {
      const stored = String(doc.get('email') ?? '')
      if (mailboxOf(stored) === inbox || normaliseEmail(stored) === normaliseEmail(email)) {
        found.set(doc.id, [...(found.get(doc.id) ?? []), stored])
      }
    }
  }
  return found
}
