// The waitlist's server side, free of any trigger or HTTP wiring (index.js adds that), so the
// same code runs in production, on the local functions host and in tests. The collections are
// named in waitlist-contract.js.
//
// A signup never sends mail itself: it queues one confirmation in the outbox (at most one per
// inbox per 24 hours), and one drainer at a time (a lease) sends the queue oldest first, within
// the hourly cap, retrying failures with backoff. So the cap delays emails and never drops them,
// and a record says sent only once the SMTP server accepted the message.
import { createHmac } from 'node:crypto'
import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import { consentTexts, currentConsentVersion } from './consent.js'
import { confirmationLinkLifetimeMs, makeToken, newNonce, readToken } from './links.js'
import { confirmationMessage, dataEndTimeoutMs, sendTimeoutMs } from './mail.js'
import {
  announcementRecipients,
  collections,
  confirmationsPerInboxEveryHours,
  daysInMs,
  mailboxOf,
  normaliseEmail,
  unconfirmedEntryDays,
} from './waitlist-contract.js'

export const resendAfterMs = confirmationsPerInboxEveryHours * 60 * 60 * 1000
export const unconfirmedLifetimeMs = daysInMs(unconfirmedEntryDays)
/** An email its recipient's server defers waits 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelayMs = (attempts) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000)
const claimLapseMs = 60_000
const drainBudgetMs = 40_000
/** The longest a drain can take: its budget, then one email's longest send (mail.js). */
export const longestDrainMs = drainBudgetMs + sendTimeoutMs + dataEndTimeoutMs
// The lease outlasts the longest drain, so a drainer is done before another may start.
const leaseMs = longestDrainMs + 60_000
/** The sweep stops after this long and carries on at the next run from where it stopped. */
export const sweepBudgetMs = 60_000
// Fetched together, sent one after the other: at any moment at most one email is between "its end
// was recorded" and "the server has it", so a crash leaves at most one email whose fate is a guess
// (and that guess is "sent", see sendQueued). The hourly cap, not the speed, bounds the rate.
const batchSize = 8

const ref = (db, collection, id) => db.collection(collections[collection]).doc(id)

/**
 * A signup was written (first time or again). Queues one confirmation email unless the person
 * left meanwhile, is confirmed already, or their inbox had one in the last 24 hours or has one
 * queued; then lets the outbox drain. Returns what it did, for logs and tests.
 */
export async function onEntryWritten(db, config, entryId, entry, now = Date.now()) {
  if (!entry) return 'deleted'
  const outcome = await queueConfirmation(db, config, entryId, now)
  if (outcome === 'queued') {
    // Queued is done: a failed drain here leaves the email to the scheduled one.
    await drainOutbox(db, config, now).catch((error) =>
      console.error(`waitlist drain after a signup failed: ${forLogs(error.message)}`),
    )
  }
  return outcome
}

/**
 * The trigger's decision. The inbox is claimed with create() (or over a claim that has lapsed),
 * not in a transaction: a flood of spellings of one inbox would otherwise queue on that one
 * document. The record and the outbox item are then written in a transaction that re-reads the
 * entry, so a person who left in the meantime gets neither.
 */
export async function queueConfirmation(db, config, entryId, now = Date.now()) {
  const entryRef = ref(db, 'entries', entryId)
  const recordRef = ref(db, 'records', entryId)
  const outboxRef = ref(db, 'outbox', entryId)
  const [entry, record] = await Promise.all([entryRef.get(), recordRef.get()])
  if (!entry.exists) return 'left before the email'
  if (record.get('confirmedAt')) return 'already confirmed'
  const mailboxRef = ref(db, 'mailboxes', inboxKey(config, String(entry.get('email') ?? '')))
  const claimed = await claimInbox(db, mailboxRef, entryId, now)
  if (claimed !== 'claimed') return claimed
  const outcome = await db.runTransaction(async (transaction) => {
    const [current, currentRecord, queued] = await Promise.all([
      transaction.get(entryRef),
      transaction.get(recordRef),
      transaction.get(outboxRef),
    ])
    if (!current.exists) return 'left before the email'
    if (currentRecord.get('confirmedAt')) return 'already confirmed'
    // Its queued email keeps its link (it may be in the middle of being sent).
    if (queued.exists) return 'already queued for this inbox'
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
  if (outcome !== 'queued' && outcome !== 'already queued for this inbox') {
    await releaseInbox(db, mailboxRef.id)
  }
  return outcome
}

/**
 * The document that counts an inbox's confirmations: a keyed hash (HMAC-SHA256 under the link
 * secret) of mailboxOf(email), so nobody holding an address can find it. The inbox's own bare
 * address counts apart from its other spellings (plus tags, Gmail's dots): a spelling someone
 * else chose can take the other spellings' one email a day, never the owner's.
 */
export function inboxKey(config, email) {
  const inbox = mailboxOf(email)
  const key = createHmac('sha256', config.linkSecret).update(`inbox:${inbox}`).digest('hex')
  return normaliseEmail(email) === inbox ? `${key}-own` : key
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

/**
 * One drainer at a time: a lease document, taken with create() or over an expired one. Returns
 * how to give it back: only while it is still this drainer's, so one that outlived its lease (a
 * stalled instance) never ends the lease of the drainer that took over.
 */
async function takeLease(db, leaseMs) {
  const lease = ref(db, 'limits', 'outbox-lease')
  const until = () => ({ until: Timestamp.fromMillis(Date.now() + leaseMs) })
  const release =
    ({ writeTime }) =>
    () =>
      lease.delete({ lastUpdateTime: writeTime }).catch(() => undefined)
  try {
    return release(await lease.create(until()))
  } catch (error) {
    if (error.code !== 6) throw error // 6: ALREADY_EXISTS
  }
  const current = await lease.get()
  if (current.exists && current.get('until').toMillis() > Date.now()) return undefined
  try {
    return release(
      current.exists
        ? await lease.update(until(), { lastUpdateTime: current.updateTime })
        : await lease.create(until()),
    )
  } catch {
    return undefined // another drainer took it first
  }
}

/**
 * What an SMTP failure is about, read from the reply's enhanced status code (RFC 3463) and the
 * step it answers (nodemailer's `command`, and `afterDataEnd` for the answer to the message's
 * end), never from the first digit alone:
 * - 'refused': this recipient's address, for good: 5.1.x (bar the sender's 5.1.7 and 5.1.8),
 *   5.2.1 (disabled), 5.6.7 (an address the server cannot take), or 501, 550, 551, 553 to
 *   RCPT TO without an enhanced code. That one confirmation is given up at once.
 * - 'message': any other 5xx to this message (RCPT TO, DATA, the message's end): a full
 *   mailbox (5.2.2), a policy (5.7.1), a bare 554... Only this email steps back, and it is given
 *   up after `maxMessageRefusals` tries; the others go on.
 * - 'recipient-later': a 4xx to RCPT TO: this address waits with backoff, the others go on.
 * - 'account': no reply at all (no connection, a timeout), any reply before a recipient is
 *   named (greeting, login, the sender), and after it the provider's quota or congestion
 *   (X.4.5), the sender's address (X.1.7, X.1.8), the login (X.7.8), the mail system (X.3.x) or
 *   a 4xx to the message. Nobody is given up and the whole outbox pauses.
 */
export function failureKind(error) {
  const code = Number(error?.responseCode)
  if (!(code >= 400 && code < 600)) return 'account'
  const [, , subject, detail] =
    /\b([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(String(error?.response ?? '')) ?? []
  const stage = error?.afterDataEnd ? 'end' : error?.command
  if (!['RCPT TO', 'DATA', 'end'].includes(stage)) return 'account'
  const enhanced = subject === undefined ? '' : `${subject}.${detail}`
  if (['1.7', '1.8', '4.5', '7.8'].includes(enhanced) || subject === '3') return 'account'
  if (code < 500) return stage === 'RCPT TO' ? 'recipient-later' : 'account'
  if ((subject === '1' || ['2.1', '6.7'].includes(enhanced)) && stage !== 'DATA') return 'refused'
  if (stage === 'RCPT TO' && !enhanced && [501, 550, 551, 553].includes(code)) return 'refused'
  return 'message'
}

/** A message refused for a reason that is not certain is given up after this many refusals. */
export const maxMessageRefusals = 3
/**
 * This many different emails refused for the first time in a row, none sent between, may be the
 * account refused, not each person (a provider that refuses every message at its end, say): the
 * outbox pauses as for any account failure, with the same alertable line, and after the pause
 * tries an email no server has refused yet. So such a provider costs one try of one email a
 * pause, not the whole queue. Each refusal still counts against its email, so a queue left
 * holding only bad addresses empties.
 */
export const refusalsThatMeanTheAccount = 5

/**
 * A text as a log may hold it: no address (a server's reply may name the recipient) and no entry
 * id (a hash of the address, which anyone holding the address can compute).
 */
export const forLogs = (text) =>
  String(text)
    .replace(/[^\s<>()"',;:]+@[^\s<>()"',;]+/g, '<address>')
    .replace(/[0-9a-f]{64}/gi, '<entry>')

/** The stable words alerting matches (docs/launch.md): keep them as they are. */
export const pausedLogLine = 'WAITLIST_MAIL_PAUSED'

/** How long the outbox pauses after the n-th account-level failure in a row: 1, 2, 4 … 60 minutes. */
export const pauseMs = (failures) => Math.min(60_000 * 2 ** (failures - 1), 60 * 60_000)

const hourMs = 60 * 60 * 1000

/**
 * Sends what is due in the outbox within the cap of any sliding hour: for each batch, half the
 * newest signups (a person who just joined, even after a flood) and half the oldest (so every
 * queued email goes in the end). Whatever is left waits for the next drain (the next signup, or
 * the scheduled run every minute). Returns counts, for logs and tests.
 */
export async function drainOutbox(db, config, now = Date.now()) {
  const result = {
    sent: 0,
    retrying: 0,
    givenUp: 0,
    dropped: 0,
    paused: 0,
    skipped: 0,
    busy: false,
  }
  const releaseLease = await takeLease(db, config.leaseMs ?? leaseMs)
  if (!releaseLease) return { ...result, busy: true }
  const started = Date.now()
  const log = config.log ?? ((line) => console.error(line))
  try {
    const settled = await settleInterrupted(db)
    const pauseRef = ref(db, 'limits', 'outbox-pause')
    const windowRef = ref(db, 'limits', 'sent-in-the-last-hour')
    const [pause, recentSends] = await db.getAll(pauseRef, windowRef)
    if (pause.exists && pause.get('until').toMillis() > now) return { ...result, paused: 1 }
    // After an account failure's pause, one email first (the oldest due that never failed): if
    // the account is still refused, one attempt is spent. After a pause for refusals in a row, a
    // batch as usual, those refused before last: a refusal ends it at once (the count still
    // stands), while a probe of one might be one more bad address of a burst.
    let probing = pause.exists && !pause.get('afterRefusals')
    let failures = pause.get('failures') ?? 0
    const times = (recentSends.get('times') ?? []).filter((t) => t > now - hourMs)
    let refusedInARow = recentSends.get('refusedSinceLastSend') ?? 0
    const saveWindow = () => windowRef.set({ times, refusedSinceLastSend: refusedInARow })
    if (settled.length > 0) {
      times.push(...settled)
      refusedInARow = 0
      await saveWindow()
    }
    const budget = config.drainBudgetMs ?? drainBudgetMs
    while (times.length < config.hourlyEmailCap && Date.now() - started < budget) {
      const room = Math.min(batchSize, config.hourlyEmailCap - times.length)
      const due = probing
        ? await probeItem(db, now)
        : await dueItems(db, now, room, newestShare(room, now))
      if (due.length === 0) break
      const outcomes = []
      for (const item of due) {
        // The budget holds per email, so a drain ends within its budget plus one send, inside
        // the lease.
        if (outcomes.length > 0 && Date.now() - started >= budget) break
        const outcome = await sendQueued(db, config, item, now)
        outcomes.push(outcome)
        if (outcome.result === 'sent') refusedInARow = 0
        if (outcome.refused) refusedInARow++ // a refusal of one message for a reason not certain
        if (outcome.result === 'paused' || refusedInARow >= refusalsThatMeanTheAccount) break
      }
      const sent = outcomes.filter((outcome) => outcome.result === 'sent').length
      if (sent > 0) times.push(...Array.from({ length: sent }, () => now))
      if (outcomes.some((outcome) => outcome.result === 'sent' || outcome.refused)) {
        await saveWindow()
      }
      for (const outcome of outcomes) result[outcome.result]++
      if (sent > 0 && failures > 0) {
        // A send went through: the account works, so the next failure pauses for a minute again.
        await pauseRef.delete()
        log(`waitlist mail resumed after ${failures} paused attempts`)
        failures = 0
        probing = false
      }
      const accountFailure =
        outcomes.find((outcome) => outcome.result === 'paused') ??
        (refusedInARow >= refusalsThatMeanTheAccount ? outcomes.at(-1) : undefined)
      if (accountFailure) {
        failures++
        const until = now + pauseMs(failures)
        await pauseRef.set({
          until: Timestamp.fromMillis(until),
          failures,
          lastError: accountFailure.error,
          afterRefusals: accountFailure.result !== 'paused',
        })
        log(
          `${pausedLogLine}: the SMTP account refused to send (${accountFailure.error}); the outbox keeps every email and tries again at ${new Date(until).toISOString()} (failure ${failures} in a row)`,
        )
        break
      }
    }
  } finally {
    await releaseLease()
  }
  return result
}

/**
 * How many of n emails are the newest: half. An odd one goes to each end in turn, minute by
 * minute: a full hour frees one place at a time, and if that place always went to the newest, a
 * person who joined in the middle of a flood would wait until the flood ended.
 */
const newestShare = (n, now) => Math.floor((n + (Math.floor(now / 60_000) % 2)) / 2)

/**
 * The one email a drain tries after a pause: the oldest due that no server has refused and that
 * has never stalled the account, so an odd message is not what decides whether the account works.
 */
async function probeItem(db, now) {
  const due = await dueItems(db, now, batchSize, 0)
  return [due.find((item) => !item.get('refusals') && !item.get('stalls')) ?? due[0]].filter(
    Boolean,
  )
}

/**
 * Up to n due emails: `newestCount` of them the newest, the rest the oldest, those a server has
 * refused before last (so after a pause for refusals in a row, an email not yet refused is what
 * tells whether the account works).
 */
async function dueItems(db, now, n, newestCount) {
  const due = (direction, limit) =>
    db
      .collection(collections.outbox)
      .where('notBefore', '<=', Timestamp.fromMillis(now))
      .orderBy('notBefore', direction)
      .limit(limit)
      .get()
  const [newest, oldest] = await Promise.all([
    newestCount > 0 ? due('desc', newestCount) : { docs: [] },
    due('asc', n),
  ])
  const picked = new Map()
  for (const item of [...newest.docs, ...oldest.docs]) {
    if (picked.size < n) picked.set(item.id, item)
  }
  return [...picked.values()].sort(
    (a, b) => Number(Boolean(a.get('refusals'))) - Number(Boolean(b.get('refusals'))),
  )
}

/**
 * Emails a drainer was sending when it died (it held the lease, which has lapsed, so it is gone):
 * one whose message had reached the server's final dot counts as sent; any other is sent again,
 * with the same link.
 */
async function settleInterrupted(db) {
  const caught = await db
    .collection(collections.outbox)
    .where('sendingAt', '>', Timestamp.fromMillis(0))
    .get()
  const sentAt = []
  for (const item of caught.docs) {
    if (item.get('dataEndAt')) {
      await markSent(db, item, item.get('dataEndAt').toMillis())
      sentAt.push(item.get('dataEndAt').toMillis())
    } else await updateQueued(item, { sendingAt: FieldValue.delete() })
  }
  return sentAt
}

/**
 * Sent: the record, the inbox and the outbox say so together. A person who left while it was
 * being sent took their record and their inbox's count with them: only the outbox item goes, so
 * nothing of theirs is written back.
 */
async function markSent(db, item, at) {
  const sentAt = Timestamp.fromMillis(at)
  const recordRef = ref(db, 'records', item.id)
  await db.runTransaction(async (transaction) => {
    const [entry, record] = await transaction.getAll(ref(db, 'entries', item.id), recordRef)
    if (entry.exists) {
      if (record.exists) transaction.update(recordRef, { 'confirmation.sentAt': sentAt })
      transaction.set(
        ref(db, 'mailboxes', item.get('mailbox')),
        {
          queuedFor: FieldValue.delete(),
          claimedAt: FieldValue.delete(),
          sentAt,
          sentFor: item.id,
        },
        { merge: true },
      )
    }
    transaction.delete(item.ref)
  })
}

/**
 * Updates an outbox item unless it is gone: leaving deletes the person's queued email, also while
 * it is being sent. Returns whether it was there.
 */
async function updateQueued(item, fields) {
  try {
    await item.ref.update(fields)
    return true
  } catch (error) {
    if (error?.code === 5) return false // NOT_FOUND
    throw error
  }
}

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

/** A recipient's server that defers one address for this many tries (about 4 days) refuses it. */
export const maxRecipientDeferrals = 20

/**
 * One queued confirmation: re-checked just before sending, claimed so no other drainer sends it,
 * marked sent once accepted. Its link (nonce and expiry) is made on the first attempt and kept
 * for every later one, so any email that may have gone out keeps a working link.
 */
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
    return { result: 'dropped' }
  }
  const nonce = item.get('nonce') ?? newNonce()
  const expiresAt = item.get('expiresAt')?.toMillis() ?? now + confirmationLinkLifetimeMs
  // Claimed (only if nobody changed the item since it was read), and the link state lands before
  // the email, so the link works the moment it arrives. The record's update() fails if the
  // person left since the check above: then nothing is sent.
  try {
    await item.ref.update(
      {
        sendingAt: Timestamp.fromMillis(now),
        nonce,
        expiresAt: Timestamp.fromMillis(expiresAt),
      },
      { lastUpdateTime: item.updateTime },
    )
  } catch {
    return { result: 'skipped' } // another drainer has it, or it left
  }
  try {
    const links = (record.get('confirmation.links') ?? []).filter(
      (link) => link.expiresAt.toMillis() > now && link.nonce !== nonce,
    )
    await recordRef.update({
      'confirmation.links': [...links, { nonce, expiresAt: Timestamp.fromMillis(expiresAt) }],
    })
  } catch {
    await releaseInbox(db, mailbox)
    await item.ref.delete()
    return { result: 'dropped' }
  }
  const token = makeToken(config.linkSecret, { purpose: 'confirm', entryId, expiresAt, nonce })
  let dataEndAt
  let left = false
  try {
    await config.send(
      confirmationMessage(config, {
        entryId,
        signedUpAt: record.get('signedUpAt').toMillis(),
        to: String(entry.get('email')),
        confirmUrl: `${config.siteOrigin}/api/waitlist/confirm?token=${token}`,
      }),
      {
        // Recorded before the server has the whole message: if no answer comes after this, the
        // server has it, and sending again would mail the person twice.
        beforeDataEnd: async () => {
          // Gone: the person left while their email was being written, so its end is not sent.
          left = !(await updateQueued(item, { dataEndAt: Timestamp.fromMillis(now) }))
          if (left) throw new Error('the person left while their email was being sent')
          dataEndAt = now
        },
      },
    )
  } catch (error) {
    if (left) return { result: 'dropped' }
    const reply = String(error?.responseCode ?? error?.code ?? 'unknown')
    if (dataEndAt !== undefined && !error?.responseCode) {
      // The message reached the server, whose answer never came back: count it as sent.
      await markSent(db, item, dataEndAt)
      return { result: 'sent' }
    }
    const kind = failureKind(error)
    const serverSaid = forLogs(`${reply} ${String(error?.response ?? error?.message ?? '')}`).slice(
      0,
      200,
    )
    // The first refusal of an email, for a reason that is not certain, counts towards "the
    // account, not this person"; its later ones do not (it was refused while others went out).
    const refused = kind === 'message' && !item.get('refusals')
    const attempts = (item.get('attempts') ?? 0) + 1
    const refusals = (item.get('refusals') ?? 0) + 1
    if (
      kind === 'refused' ||
      (kind === 'recipient-later' && attempts >= maxRecipientDeferrals) ||
      (kind === 'message' && refusals >= maxMessageRefusals)
    ) {
      // Given up: nothing was sent, so the inbox is not locked for 24 hours either, and the
      // person's next signup tries again.
      await releaseInbox(db, mailbox)
      await item.ref.delete()
      return { result: 'givenUp', refused, error: serverSaid }
    }
    const update = {
      sendingAt: FieldValue.delete(),
      dataEndAt: FieldValue.delete(),
      lastError: reply,
    }
    if (kind === 'message') {
      const queued = await updateQueued(item, {
        ...update,
        refusals,
        notBefore: Timestamp.fromMillis(now + retryDelayMs(refusals)),
      })
      return { result: queued ? 'retrying' : 'dropped', refused, error: serverSaid }
    }
    if (kind === 'recipient-later') {
      const queued = await updateQueued(item, {
        ...update,
        attempts,
        notBefore: Timestamp.fromMillis(now + retryDelayMs(attempts)),
      })
      return { result: queued ? 'retrying' : 'dropped' }
    }
    // Not this person's fault: the queue keeps its order and pauses. An email that stalled the
    // account three times in a row steps back, so one odd message cannot hold up the rest.
    const stalls = (item.get('stalls') ?? 0) + 1
    // Gone or not, the account's failure pauses the outbox.
    await updateQueued(item, {
      ...update,
      stalls,
      ...(stalls >= 3 ? { notBefore: Timestamp.fromMillis(now + retryDelayMs(stalls)) } : {}),
    })
    return { result: 'paused', error: serverSaid }
  }
  await markSent(db, item, now)
  return { result: 'sent' }
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
    // Every link that may have been emailed works until it expires or one of them is used.
    const live =
      (record.get('confirmation.links') ?? []).some((link) => link.nonce === claims.nonce) ||
      record.get('confirmation.nonce') === claims.nonce
    if (!live) return record.get('confirmedAt') ? 'link-used' : 'link-invalid'

    const consent = consentTexts[currentConsentVersion]
    const confirmedAt = Timestamp.fromMillis(now)
    transaction.update(recordRef, {
      confirmedAt,
      'confirmation.nonce': FieldValue.delete(),
      'confirmation.links': FieldValue.delete(),
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
 * Everything the waitlist holds for these entry ids goes: entry, record, queued email, the
 * announcements' records of a send (keyed by the entry id, which anyone with the address can
 * compute), and the inbox's count of a confirmation sent or queued for them, so a person who
 * leaves and joins again is mailed again.
 */
export async function forgetEntries(db, entryIds, emails = []) {
  const campaigns = entryIds.length
    ? await db.collection(collections.announcements).listDocuments()
    : []
  // Chunks small enough for one batch's 500 writes.
  const chunk = Math.max(1, Math.floor(400 / (5 + campaigns.length)))
  for (let i = 0; i < entryIds.length; i += chunk) {
    const batch = db.batch()
    await Promise.all(
      entryIds.slice(i, i + chunk).map(async (entryId) => {
        for (const collection of ['entries', 'records', 'outbox']) {
          batch.delete(ref(db, collection, entryId))
        }
        for (const campaign of campaigns) {
          batch.delete(campaign.collection(announcementRecipients).doc(entryId))
        }
        const [sent, queued] = await Promise.all(
          ['sentFor', 'queuedFor'].map((field) =>
            db.collection(collections.mailboxes).where(field, '==', entryId).get(),
          ),
        )
        const inboxes = new Map([...sent.docs, ...queued.docs].map((inbox) => [inbox.id, inbox]))
        for (const inbox of inboxes.values()) {
          const other = [inbox.get('sentFor'), inbox.get('queuedFor')].some(
            (id) => id && !entryIds.includes(id),
          )
          if (!other) batch.delete(inbox.ref)
          else if (inbox.get('sentFor') === entryId) {
            batch.update(inbox.ref, { sentAt: FieldValue.delete(), sentFor: FieldValue.delete() })
          } else {
            batch.update(inbox.ref, {
              queuedFor: FieldValue.delete(),
              claimedAt: FieldValue.delete(),
            })
          }
        }
      }),
    )
    await batch.commit()
  }
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
  return 'unsubscribed'
}

/** How long after its write a signup must have been queued, or the sweep queues it. */
export const sweepAfterMs = 2 * 60_000

/**
 * Signups whose trigger never ran to the end (Eventarc gave up, the function crashed between
 * retries): every entry written since the last sweep, up to two minutes ago, is queued unless it
 * already was (queueConfirmation decides the same way twice) or its inbox was mailed for it. It
 * stops after its budget, at a new signup time, and the next run carries on from there. Returns
 * how many it queued.
 */
export async function sweepSignups(db, config, now = Date.now(), limit = 500) {
  const started = Date.now()
  const budget = config.sweepBudgetMs ?? sweepBudgetMs
  const cursorRef = ref(db, 'limits', 'signup-sweep')
  const cursor = await cursorRef.get()
  // The first sweep looks an hour back, not at every entry ever written.
  const from = cursor.get('upTo') ?? Timestamp.fromMillis(now - hourMs)
  const entries = await db
    .collection(collections.entries)
    .where('createdAt', '>', from)
    .where('createdAt', '<=', Timestamp.fromMillis(now - sweepAfterMs))
    .orderBy('createdAt')
    .limit(limit)
    .get()
  let queued = 0
  let last
  for (const entry of entries.docs) {
    const at = entry.get('createdAt')
    if (last && !at.isEqual(last) && Date.now() - started >= budget) break
    last = at
    if (await mailedFor(db, config, entry)) continue
    if ((await queueConfirmation(db, config, entry.id, now)) === 'queued') queued++
  }
  if (last) await cursorRef.set({ upTo: last })
  return queued
}

/**
 * Whether the inbox of this signup was mailed after it, or in the 24 hours before it (when its
 * trigger rightly sent nothing): a sweep that runs late, even a day late, mails nobody again.
 */
async function mailedFor(db, config, entry) {
  const inbox = await ref(db, 'mailboxes', inboxKey(config, String(entry.get('email') ?? ''))).get()
  const mailedAt = inbox.get('sentAt')?.toMillis()
  return mailedAt !== undefined && mailedAt > entry.get('createdAt').toMillis() - resendAfterMs
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
  for (let i = 0; i < stale.size; i += 300) {
    const entries = stale.docs.slice(i, i + 300)
    const [records, queued] = await Promise.all(
      ['records', 'outbox'].map((collection) =>
        db.getAll(...entries.map((entry) => ref(db, collection, entry.id))),
      ),
    )
    const gone = entries.filter(
      (_, n) =>
        !records[n].get('confirmedAt') &&
        // Nothing is deleted while its email waits, and a person has the full 30 days from
        // the email.
        !queued[n].exists &&
        (records[n].get('confirmation.sentAt')?.toMillis() ?? 0) < cutoff.toMillis(),
    )
    if (gone.length > 0)
      await forgetEntries(
        db,
        gone.map((entry) => entry.id),
      )
    deleted += gone.length
  }
  for (const collection of ['records', 'outbox']) {
    const left = await db.collection(collections[collection]).select().get()
    for (let i = 0; i < left.size; i += 300) {
      const docs = left.docs.slice(i, i + 300)
      const entries = await db.getAll(...docs.map((doc) => ref(db, 'entries', doc.id)))
      const orphans = docs.filter((_, n) => !entries[n].exists).map((doc) => doc.id)
      if (orphans.length > 0) await forgetEntries(db, orphans)
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
