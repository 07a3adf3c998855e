// Every person who signs up gets their confirmation email, whatever the volume or the SMTP
// server's luck: the hourly cap delays emails and never drops them, a failed send is retried and
// locks nobody out, and one inbox gets at most one confirmation a day however its address is
// spelled. Runs the functions' own code against the emulator with a recording `send` and a
// clock the test moves. Sizes are scaled down unless WAITLIST_FULL_SIZE=1 (the figures:
// 1,000 scripted, 300 honest, 40 plus tags); the assertions are the same at every size.
import { initializeApp } from 'firebase-admin/app'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { beforeEach, expect, test } from 'vitest'
import {
  collections,
  mailboxOf,
  normaliseEmail,
  waitlistEntryId,
} from 'touch-grass-functions/waitlist-contract'
import * as waitlist from '../../functions/src/waitlist.js'
import { localLinkSecret } from '../../scripts/lib/functions-host.mjs'

const projectId = 'demo-touch-grass-delivery'
const db = getFirestore(initializeApp({ projectId }, projectId))
const full = process.env.WAITLIST_FULL_SIZE === '1'
const hour = 60 * 60 * 1000
const start = Date.parse('2026-11-25T10:00:00Z')

beforeEach(async () => {
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  )
})

type Message = { to: string; text: string }

function mailer(cap: number) {
  const sent: Message[] = []
  let failure: (Error & { responseCode?: number }) | undefined
  return {
    sent,
    fail: (error?: Error & { responseCode?: number }) => void (failure = error),
    config: {
      linkSecret: localLinkSecret,
      siteOrigin: 'https://touchgrass.invalid',
      sender: 'touch grass <waitlist@touchgrass.invalid>',
      hourlyEmailCap: cap,
      send: async (message: Message) => {
        if (failure) throw failure
        sent.push(message)
      },
    },
  }
}

/** What the site's write does, then what the trigger does on it. */
async function signUp(config: ReturnType<typeof mailer>['config'], typed: string, now: number) {
  const email = normaliseEmail(typed)
  const id = await waitlistEntryId(email)
  const entry = { email, createdAt: Timestamp.fromMillis(now), status: 'active' }
  await db.collection(collections.entries).doc(id).set(entry)
  return waitlist.onEntryWritten(db, config, id, entry, now)
}

/** The scheduled drain, once a minute from `from` for `minutes`, or until `done` says so. */
async function drainEveryMinute(
  config: object,
  from: number,
  minutes: number,
  done: () => boolean = () => false,
) {
  const drain = (waitlist as { drainOutbox?: typeof waitlist.drainOutbox }).drainOutbox
  for (let minute = 0; minute < minutes && drain && !done(); minute++) {
    await drain(db, config as never, from + minute * 60_000)
  }
}

/** `streams` parallel writers, each signing up its share in turn (the audit's shape). */
async function flood(emails: string[], streams: number, each: (email: string) => Promise<unknown>) {
  const share = Math.ceil(emails.length / streams)
  await Promise.all(
    Array.from({ length: streams }, async (_, s) => {
      for (const email of emails.slice(s * share, (s + 1) * share)) await each(email)
    }),
  )
}

const perAddress = (sent: Message[]) => {
  const counts = new Map<string, number>()
  for (const { to } of sent) counts.set(to, (counts.get(to) ?? 0) + 1)
  return counts
}

test(
  'a scripted flood fills the hour to the cap exactly, and everyone else gets theirs in the next hours',
  { timeout: full ? 600_000 : 60_000 },
  async () => {
    const signups = full ? 1000 : 50
    const cap = full ? 200 : 10
    const { sent, config } = mailer(cap)
    const emails = Array.from({ length: signups }, (_, n) => `scripted-${n}@example.com`)
    await flood(emails, 5, (email) => signUp(config, email, start))
    await drainEveryMinute(config, start, 1)
    // No overshoot: the first hour sends the cap, not fewer.
    expect(sent).toHaveLength(cap)
    const hoursNeeded = Math.ceil(signups / cap)
    for (let h = 1; h < hoursNeeded; h++) await drainEveryMinute(config, start + h * hour, 1)
    expect(sent).toHaveLength(signups)
    expect([...perAddress(sent).values()].every((count) => count === 1)).toBe(true)
    expect((await db.collection(collections.outbox).get()).size).toBe(0)
    console.log(
      `scripted flood: ${signups} signups, cap ${cap}/h: ${cap} in the first hour, ${sent.length} in ${hoursNeeded} hours, 0 dropped`,
    )
  },
)

test(
  'an honest burst over the cap is sent in order of signup, none dropped',
  { timeout: full ? 600_000 : 60_000 },
  async () => {
    const signups = full ? 300 : 30
    const cap = full ? 200 : 20
    const { sent, config } = mailer(cap)
    const emails = Array.from({ length: signups }, (_, n) => `honest-${n}@example.com`)
    // Ten a second: each signup's trigger is done before the next arrives.
    for (const [n, email] of emails.entries()) await signUp(config, email, start + n * 100)
    await drainEveryMinute(config, start + signups * 100, 2)
    // The first hour's emails go to the first people to sign up; the rest wait, none dropped.
    expect(sent.map((m) => m.to).sort()).toEqual(emails.slice(0, cap).sort())
    // An hour after the last of those (the cap holds in any sliding hour).
    await drainEveryMinute(config, start + signups * 100 + hour, 1)
    expect(sent.map((m) => m.to).sort()).toEqual([...emails].sort())
    console.log(
      `honest burst: ${signups} signups, cap ${cap}/h: ${cap} at once, ${signups - cap} the next hour, 0 dropped`,
    )
  },
)

test('one inbox gets two confirmations a day at most, however its address is spelled, one of them to its own address; each entry keeps its spelling', async () => {
  const tags = 40
  const { sent, config } = mailer(1000)
  const spellings = [
    ...Array.from({ length: tags }, (_, n) => `victim+${n + 1}@gmail.com`),
    'victim@gmail.com',
    'Victim@Gmail.com',
    'v.i.c.t.i.m@gmail.com',
    'victim@googlemail.com',
    'vic.tim+x@googlemail.com',
  ]
  await Promise.all(spellings.map((email, n) => signUp(config, email, start + n * 17)))
  await drainEveryMinute(config, start + 1000, 1)
  expect(new Set(spellings.map(mailboxOf))).toEqual(new Set(['victim@gmail.com']))
  // One to a spelling, one to the inbox's own address: no spelling someone else typed takes that.
  expect(sent).toHaveLength(2)
  expect(sent.map((m) => m.to)).toContain('victim@gmail.com')
  const stored = (await db.collection(collections.entries).get()).docs.map((d) => d.get('email'))
  expect(new Set(stored)).toEqual(new Set(spellings.map(normaliseEmail)))
  // A day later, one more.
  await signUp(config, 'victim+again@gmail.com', start + 25 * hour)
  await drainEveryMinute(config, start + 25 * hour, 1)
  expect(sent).toHaveLength(3)
  // Composed and decomposed spellings are one inbox too.
  const { sent: other, config: otherConfig } = mailer(1000)
  await signUp(otherConfig, 'jose\u0301+2@example.com', start)
  const decomposed = 'jose\u0301+1@example.com'
  const id = await waitlistEntryId(decomposed)
  const entry = { email: decomposed, createdAt: Timestamp.fromMillis(start), status: 'active' }
  await db.collection(collections.entries).doc(id).set(entry) // a script's write, not NFC
  await waitlist.onEntryWritten(db, otherConfig, id, entry, start + 1)
  await drainEveryMinute(otherConfig, start + 2, 1)
  expect(other).toHaveLength(1)
  console.log(
    `plus tags: ${spellings.length} spellings of one gmail inbox, ${spellings.length} entries stored, 2 emails (one to the inbox's own address)`,
  )
})

test('an SMTP outage delays the email and locks nobody out; it goes once the server is back', async () => {
  const { sent, fail, config } = mailer(200)
  fail(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' }))
  await signUp(config, 'outage@example.com', start)
  await drainEveryMinute(config, start, 1)
  expect(sent).toHaveLength(0)
  const id = await waitlistEntryId('outage@example.com')
  expect(
    (await db.collection(collections.records).doc(id).get()).get('confirmation.sentAt'),
  ).toBeUndefined()
  // The visitor tries again during the outage: still queued, not "sent in the last 24 hours".
  expect(await signUp(config, 'outage@example.com', start + 5 * 60_000)).not.toBe(
    'sent in the last 24 hours',
  )
  fail(undefined)
  // Retried with backoff, within the hour.
  await drainEveryMinute(config, start + 60_000, 60, () => sent.length > 0)
  expect(sent.map((m) => m.to)).toEqual(['outage@example.com'])
  expect(
    (await db.collection(collections.records).doc(id).get()).get('confirmation.sentAt'),
  ).toBeInstanceOf(Timestamp)
})

test('an address the SMTP server refuses for good is given up, and the next signup tries again', async () => {
  const { sent, fail, config } = mailer(200)
  const local = 'a'.repeat(64)
  // As nodemailer reports a refusal: the reply, its code and the step it answered.
  const reply = '501 5.1.3 Bad recipient address syntax'
  fail(Object.assign(new Error(reply), { responseCode: 501, response: reply, command: 'RCPT TO' }))
  await signUp(config, `${local}@example.com`, start)
  await drainEveryMinute(config, start, 1)
  expect((await db.collection(collections.outbox).get()).size).toBe(0)
  fail(undefined)
  expect(await signUp(config, `${local}@example.com`, start + 60_000)).toBe('queued')
  await drainEveryMinute(config, start + 60_000, 1)
  expect(sent).toHaveLength(1)
})
