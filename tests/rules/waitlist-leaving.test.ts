// Leaving is leaving: a person who leaves and joins again within the day is mailed again; a
// spelling someone else chose cannot keep an inbox's owner from being mailed; once a person
// has left, no document holds their address, its plain SHA-256 (the entry id, which anyone with
// the address can compute) or the plain SHA-256 of their inbox; and a person who leaves while
// their email is being sent neither stops the others' emails nor leaves a trace.
import { initializeApp } from 'firebase-admin/app'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { beforeEach, expect, test } from 'vitest'
import {
  announcementRecipients,
  collections,
  mailboxOf,
  sha256Hex,
  waitlistEntryId,
} from 'touch-grass-functions/waitlist-contract'
import { unsubscribeUrl } from '../../functions/src/mail.js'
import * as waitlist from '../../functions/src/waitlist.js'
import { memoryMailer as mailer } from './support/memory-mailer'
import { documentsHolding } from './support/every-document'

const projectId = 'demo-touch-grass-leaving'
const db = getFirestore(initializeApp({ projectId }, projectId))
const minute = 60_000
const start = Date.parse('2026-11-25T10:00:00Z')

beforeEach(async () => {
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  )
})

type Config = ReturnType<typeof mailer>['config']

async function signUp(config: Config, email: string, at: number) {
  const id = await waitlistEntryId(email)
  const entry = { email, createdAt: Timestamp.fromMillis(at), status: 'active' }
  await db.collection(collections.entries).doc(id).set(entry)
  return { id, outcome: await waitlist.onEntryWritten(db, config, id, entry, at) }
}

/** The one-click unsubscribe of the person's current membership. */
async function leave(config: Config, id: string) {
  const record = await db.collection(collections.records).doc(id).get()
  const url = unsubscribeUrl(config, id, record.get('signedUpAt').toMillis())
  const token = new URL(url).searchParams.get('token') ?? ''
  expect(await waitlist.unsubscribeEntry(db, config, token)).toBe('unsubscribed')
}

test('a person who leaves and joins again within the day is mailed again', async () => {
  const { sent, config } = mailer()
  const { id } = await signUp(config, 'comeback@example.com', start)
  expect(sent).toEqual(['comeback@example.com'])
  await leave(config, id)
  const again = await signUp(config, 'comeback@example.com', start + 30 * minute)
  expect(again.outcome).toBe('queued')
  expect(sent).toEqual(['comeback@example.com', 'comeback@example.com'])
})

test("a spelling someone else chose cannot keep the inbox's owner from being mailed", async () => {
  const { sent, config } = mailer()
  expect((await signUp(config, 'owner+anything@example.org', start)).outcome).toBe('queued')
  expect((await signUp(config, 'owner+x@example.org', start + minute)).outcome).toBe(
    'sent in the last 24 hours',
  )
  // The owner, minutes later: mailed at their own address.
  expect((await signUp(config, 'owner@example.org', start + 2 * minute)).outcome).toBe('queued')
  expect(sent).toEqual(['owner+anything@example.org', 'owner@example.org'])
  // Still one a day for the owner's own address.
  expect((await signUp(config, 'owner@example.org', start + 3 * minute)).outcome).toBe(
    'sent in the last 24 hours',
  )
})

test("after leaving, no document holds the address, its plain SHA-256 or its inbox's", async () => {
  const { config } = mailer()
  const email = 'gone+tag@gmail.com'
  const { id } = await signUp(config, email, start)
  // The owner's own address too, and a launch announcement sent to the person.
  const own = await signUp(config, 'gone@gmail.com', start + minute)
  await db
    .collection(collections.announcements)
    .doc('launch')
    .collection(announcementRecipients)
    .doc(id)
    .set({ state: 'sent' })
  const plain = [
    email,
    'gone@gmail.com',
    id,
    own.id,
    await sha256Hex(mailboxOf(email)),
    await sha256Hex(email),
  ]
  expect((await documentsHolding(db, plain)).length).toBeGreaterThan(0)
  await leave(config, id)
  await waitlist.forgetEntries(db, [own.id], ['gone@gmail.com'])
  expect(await documentsHolding(db, plain)).toEqual([])
  // And the inbox can be mailed again at once.
  const { sent, config: later } = mailer()
  await signUp(later, email, start + 2 * minute)
  expect(sent).toEqual([email])
})

// The owner's erase script, or an unsubscribe link from an earlier membership, can run while the
// drainer is mid-way through that person's email.
for (const moment of ['before', 'after'] as const) {
  test(`a person who leaves while their email is sent, ${moment} its end reaches the server, stops nobody else's and leaves no trace`, async () => {
    const emails = ['first@example.com', 'leaver@example.com', 'last@example.com']
    const ids = await Promise.all(emails.map((email) => waitlistEntryId(email)))
    const { config } = mailer()
    const delivered: string[] = []
    const send = async (
      message: { to: string },
      { beforeDataEnd }: { beforeDataEnd?: () => Promise<void> } = {},
    ) => {
      if (message.to === emails[1] && moment === 'before') await leave(config, ids[1]!)
      // What the SMTP sender does: the outbox records the moment, then the final dot goes.
      await beforeDataEnd?.()
      if (message.to === emails[1] && moment === 'after') await leave(config, ids[1]!)
      delivered.push(message.to)
    }
    const sending = { ...config, send }
    for (const [n, email] of emails.entries()) {
      await db
        .collection(collections.entries)
        .doc(ids[n]!)
        .set({ email, createdAt: Timestamp.fromMillis(start), status: 'active' })
      expect(await waitlist.queueConfirmation(db, sending, ids[n]!, start)).toBe('queued')
    }
    const drained = await waitlist.drainOutbox(db, sending, start)
    // In no set order: all three were queued at the same moment.
    expect(delivered.toSorted()).toEqual(
      (moment === 'before' ? [emails[0], emails[2]] : emails).toSorted(),
    )
    expect(drained).toMatchObject(
      moment === 'before' ? { sent: 2, dropped: 1 } : { sent: 3, dropped: 0 },
    )
    expect((await db.collection(collections.outbox).get()).size).toBe(0)
    expect(
      await documentsHolding(db, [emails[1]!, ids[1]!, await sha256Hex(mailboxOf(emails[1]!))]),
    ).toEqual([])
  })
}
