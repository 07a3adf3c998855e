// What an SMTP server's failures do to the outbox, with the functions' own code, their real SMTP
// sender and a server the test controls (support/smtp-stub.ts): an account-level failure (a
// refused login, a quota, a refused message) gives nobody up and pauses the outbox with one log
// line alerting can match; only a refused recipient is given up; a server that never answers or
// a drainer killed mid-send mails nobody twice and nobody never, and every emailed link works;
// a signup whose trigger died is found and queued. Sizes are scaled down unless
// WAITLIST_FULL_SIZE=1 (the 40 queued); WAITLIST_RUNS=5 repeats each crash.
import { spawn } from 'node:child_process'
import { initializeApp } from 'firebase-admin/app'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  collections,
  normaliseEmail,
  waitlistEntryId,
} from 'touch-grass-functions/waitlist-contract'
import { smtpSender } from '../../functions/src/mail.js'
import * as waitlist from '../../functions/src/waitlist.js'
import { localLinkSecret } from '../../scripts/lib/functions-host.mjs'
import { type Delivered, type Stage, startSmtpStub } from './support/smtp-stub'

const projectId = 'demo-touch-grass-mail-failures'
const db = getFirestore(initializeApp({ projectId }, projectId))
const full = process.env.WAITLIST_FULL_SIZE === '1'
const runs = Number(process.env.WAITLIST_RUNS ?? 1)
const minute = 60_000
const start = Date.parse('2026-11-25T10:00:00Z')
let smtp: Awaited<ReturnType<typeof startSmtpStub>>

beforeAll(async () => void (smtp = await startSmtpStub()))
afterAll(async () => smtp.stop())
beforeEach(async () => {
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  )
  smtp.delivered.length = 0
  smtp.answer(() => undefined)
})

/**
 * Test-sized timings: a lease of 6 s, a drain's budget 1.5 s, a send cut off after 1 s up to the
 * message's end and 2 s after it.
 */
const timings = { leaseMs: 6000, drainBudgetMs: 1500, sendTimeoutMs: 1000, dataEndTimeoutMs: 2000 }
const testSender = () =>
  smtpSender(smtp.url, {
    timeoutMs: timings.sendTimeoutMs,
    dataEndTimeoutMs: timings.dataEndTimeoutMs,
  })

function configWith(logs: string[] = []) {
  return {
    linkSecret: localLinkSecret,
    siteOrigin: 'https://touchgrass.invalid',
    sender: 'touch grass <waitlist@touchgrass.invalid>',
    // Not what these tests are about: repeated runs (WAITLIST_RUNS) send more than 200 in an hour.
    hourlyEmailCap: 10_000,
    ...timings,
    send: testSender(),
    log: (line: string) => void logs.push(line),
  }
}

/** A test's settings; a timing left undefined is the functions' own. */
type Config = Omit<ReturnType<typeof configWith>, keyof typeof timings> & Partial<typeof timings>

/** The site's write and the trigger's queueing, without the drain the trigger adds. */
async function queue(config: Config, count: number, prefix: string, at = start) {
  const emails = Array.from({ length: count }, (_, n) =>
    normaliseEmail(`${prefix}-${n}@example.com`),
  )
  for (const email of emails) {
    const id = await waitlistEntryId(email)
    await db
      .collection(collections.entries)
      .doc(id)
      .set({ email, createdAt: Timestamp.fromMillis(at), status: 'active' })
    expect(await waitlist.queueConfirmation(db, config, id, at)).toBe('queued')
  }
  return emails
}

const outboxSize = async () => (await db.collection(collections.outbox).get()).size

/** The one-drainer-at-a-time lease: the only thing here that reads the real clock. */
const lease = db.collection(collections.limits).doc('outbox-lease')
const leaseFree = async () => {
  const held = await lease.get()
  return !held.exists || held.get('until').toMillis() <= Date.now()
}
/**
 * A dead drainer's lease runs out as the lease's length of real time would make it, without the
 * wait: what the next drain finds is the same.
 */
const lapseLease = () => lease.update({ until: Timestamp.fromMillis(Date.now() - 1) })

/** Drains once a minute from `from` until the outbox is empty or `minutes` pass. */
async function drainUntilEmpty(config: Config, from: number, times: number, everyMinutes = 1) {
  const totals = { sent: 0, givenUp: 0 }
  for (let m = 0; m < times && (await outboxSize()) > 0; m++) {
    const result = await waitlist.drainOutbox(db, config, from + m * everyMinutes * minute)
    totals.sent += result.sent
    totals.givenUp += result.givenUp
  }
  return totals
}

/** The confirmation link's token in a delivered message (quoted-printable undone). */
function tokenIn(message: Delivered) {
  const text = message.raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return /\/api\/waitlist\/confirm\?token=([A-Za-z0-9._-]+)/.exec(text)?.[1] ?? ''
}

/** Each address got exactly one email, and each email's link confirms its person. */
async function expectEachOnceWithWorkingLinks(emails: string[], at: number) {
  const counts = new Map<string, number>()
  for (const message of smtp.delivered) {
    for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1)
  }
  const twice = [...counts.values()].filter((n) => n > 1).length
  const never = emails.filter((email) => !counts.has(email)).length
  expect({ twice, never }).toEqual({ twice: 0, never: 0 })
  const results = await Promise.all(
    smtp.delivered.map((message) => waitlist.confirmEntry(db, configWith(), tokenIn(message), at)),
  )
  expect(results.filter((result) => result !== 'confirmed')).toEqual([])
  return { twice, never, linksWorking: results.length }
}

const accountFailures: [string, Stage, string][] = [
  ['a refused login', 'auth', '535 5.7.8 Username and Password not accepted'],
  ['a daily quota', 'mail', '550 5.4.5 Daily user sending quota exceeded'],
  ['a refused message', 'end', '554 5.7.0 Transaction failed'],
  ['a deferral of the message', 'end', '451 4.3.0 Temporary local problem'],
]

for (const [name, stage, reply] of accountFailures) {
  test(`${name} (${reply.slice(0, 9)}) gives nobody up, pauses the outbox with one alertable line, and all are sent after recovery`, async () => {
    const logs: string[] = []
    const config = configWith(logs)
    const emails = await queue(config, full ? 40 : 12, `account-${stage}`)
    smtp.answer((at) => (at === stage ? reply : undefined))
    // Two hours of the failure, drained every five minutes.
    const during = await drainUntilEmpty(config, start, 24, 5)
    expect(during).toEqual({ sent: 0, givenUp: 0 })
    expect(await outboxSize()).toBe(emails.length)
    const paused = logs.filter((line) => line.startsWith(`${waitlist.pausedLogLine}:`))
    expect(paused.length).toBeGreaterThan(0)
    expect(paused[0]).toContain(reply.slice(0, 3))
    // Backoff: a handful of tries in two hours, not one a minute.
    expect(paused.length).toBeLessThanOrEqual(8)
    smtp.answer(() => undefined)
    const after = await drainUntilEmpty(config, start + 120 * minute, 40, 5)
    expect(after.givenUp).toBe(0)
    const figures = await expectEachOnceWithWorkingLinks(emails, start + 240 * minute)
    console.log(
      `${reply}: ${emails.length} queued, 0 given up, ${paused.length} paused attempts in 2 h, ${after.sent} sent after recovery, ${JSON.stringify(figures)}`,
    )
  }, 120_000)
}

test('only a refused recipient is given up: 550 5.1.1 and 553 give that one up, 451 to one recipient delays only it', async () => {
  const config = configWith()
  const emails = await queue(config, 6, 'recipients')
  const [unknown, badSyntax, greylisted] = emails
  let deferrals = 3
  smtp.answer((at, recipient) => {
    if (at !== 'rcpt') return undefined
    if (recipient === unknown)
      return '550 5.1.1 The email account that you tried to reach does not exist'
    if (recipient === badSyntax) return '553 mailbox name not allowed'
    if (recipient === greylisted && deferrals-- > 0) return '451 4.7.1 Greylisted, try again later'
    return undefined
  })
  const totals = await drainUntilEmpty(config, start, 60)
  expect(totals.givenUp).toBe(2)
  const others = emails.filter((email) => email !== unknown && email !== badSyntax)
  await expectEachOnceWithWorkingLinks(others, start + 2 * 60 * minute)
})

/**
 * The functions' own drain budget and lease, where who waits is counted in drains: a test-sized
 * budget of 1.5 s sent fewer emails a drain on a loaded machine (load 17: the last honest person
 * after 11 and 67 minutes, not 10). Nothing here hangs, so no drain runs long.
 */
const unhurried = { drainBudgetMs: undefined, leaseMs: undefined }

/**
 * A drain every minute for up to two hours, until the outbox is empty: the minute each address
 * was first mailed, how many minutes it took, and the minute the last of `honest` was mailed.
 */
async function twoHoursOfDrains(config: Config, honest: string[]) {
  const mailedAt = new Map<string, number>()
  let minutes = 0
  for (; minutes < 120 && (await outboxSize()) > 0; minutes++) {
    await waitlist.drainOutbox(db, config, start + minutes * minute)
    for (const message of smtp.delivered) {
      for (const to of message.to) if (!mailedAt.has(to)) mailedAt.set(to, minutes)
    }
  }
  const latest = Math.max(...honest.map((email) => mailedAt.get(email) ?? Infinity))
  return { mailedAt, minutes, latest }
}

// Replies about one person that once paused everyone: one such address held 10 of 20 honest
// people for hours, ten left 17 of 30 unmailed after three hours.
const refusalsOfOne: [string, Stage, string][] = [
  ['an address the server cannot take', 'rcpt', '553 5.6.7 Non-ASCII addresses not supported'],
  ['a full mailbox', 'rcpt', '552 5.2.2 Mailbox full'],
  ['a policy', 'rcpt', '550 5.7.1 Message rejected by policy'],
  ['a malformed address', 'rcpt', '501 Syntax error in parameters'],
  ['a bare refusal of the message', 'end', '554 Transaction failed'],
]

for (const [name, stage, reply] of refusalsOfOne) {
  for (const bad of [1, 10]) {
    test(`${name} (${reply.slice(0, 9)}) from ${bad} address${bad > 1 ? 'es' : ''} among 30 holds only ${bad > 1 ? 'those' : 'that one'}: every honest person is mailed within minutes`, async () => {
      const logs: string[] = []
      const config = { ...configWith(logs), ...unhurried, hourlyEmailCap: 200 }
      // Queued at one moment, so the ids (one-way hashes) set their order: the bad ones fall anywhere.
      const honest = await queue(config, 30, `honest-${stage}-${bad}`)
      const refused = new Set(await queue(config, bad, `refused-${stage}-${bad}`))
      smtp.answer((at, recipient) =>
        at === stage && refused.has(recipient ?? '') ? reply : undefined,
      )
      const { mailedAt, minutes, latest } = await twoHoursOfDrains(config, honest)
      console.log(
        `${reply} from ${bad} of ${30 + bad}: ${honest.filter((e) => mailedAt.has(e)).length}/30 honest mailed, the last after ${latest} min; queue empty after ${minutes} min; pauses: ${logs.filter((l) => l.startsWith(waitlist.pausedLogLine)).length}`,
      )
      expect(latest).toBeLessThanOrEqual(10)
      expect([...refused].filter((email) => mailedAt.has(email))).toEqual([])
      // Each refused email is given up within a bounded number of tries, so the queue empties.
      expect(await outboxSize()).toBe(0)
      await expectEachOnceWithWorkingLinks(honest, start + 3 * 60 * minute)
    }, 120_000)
  }
}

test('ten refused addresses signed up together, first in line, hold nobody else for more than minutes', async () => {
  const logs: string[] = []
  const config = { ...configWith(logs), ...unhurried, hourlyEmailCap: 200 }
  const refused = new Set(await queue(config, 10, 'burst-refused', start - minute))
  const honest = await queue(config, 30, 'burst-honest')
  smtp.answer((at, recipient) =>
    at === 'rcpt' && refused.has(recipient ?? '')
      ? '550 5.7.1 Message rejected by policy'
      : undefined,
  )
  const { mailedAt, latest } = await twoHoursOfDrains(config, honest)
  console.log(
    `ten refused first in line: ${honest.filter((e) => mailedAt.has(e)).length}/30 honest mailed, the last after ${latest} min; pauses: ${logs.filter((l) => l.startsWith(waitlist.pausedLogLine)).length}`,
  )
  expect(latest).toBeLessThanOrEqual(10)
  expect(await outboxSize()).toBe(0)
  await expectEachOnceWithWorkingLinks(honest, start + 3 * 60 * minute)
}, 120_000)

test('a provider that refuses every message at its end pauses the outbox and gives nobody up', async () => {
  const logs: string[] = []
  const config = configWith(logs)
  const emails = await queue(config, 12, 'every-message')
  smtp.answer((at) =>
    at === 'end' ? '554 Message rejected: Email address is not verified' : undefined,
  )
  const during = await drainUntilEmpty(config, start, 24, 5)
  expect(during).toEqual({ sent: 0, givenUp: 0 })
  expect(logs.some((line) => line.startsWith(`${waitlist.pausedLogLine}:`))).toBe(true)
  smtp.answer(() => undefined)
  await drainUntilEmpty(config, start + 120 * minute, 40, 5)
  await expectEachOnceWithWorkingLinks(emails, start + 240 * minute)
}, 120_000)

test('a refusal of the message that arrives minutes after its end is a refusal, not a sent email', async () => {
  // Test-sized: the cut-off before the end is a second, the wait for the end's answer 20 s.
  const config = {
    ...configWith(),
    send: smtpSender(smtp.url, { timeoutMs: timings.sendTimeoutMs, dataEndTimeoutMs: 20_000 }),
    leaseMs: 30_000,
  }
  const [late] = await queue(config, 1, 'late-refusal')
  smtp.answer((at) => (at === 'end' ? '550 5.1.1 No such user' : undefined))
  const held = smtp.hold('end')
  const drained = waitlist.drainOutbox(db, config, start)
  await held.reached
  // Past the cut-off for everything before the end, well inside the end's wait.
  await new Promise((done) => setTimeout(done, 3 * timings.sendTimeoutMs))
  held.release()
  expect(await drained).toMatchObject({ sent: 0, givenUp: 1 })
  // Not counted as sent: the inbox is free, so the person's next signup is mailed.
  const id = await waitlistEntryId(late!)
  expect(
    (await db.collection(collections.records).doc(id).get()).get('confirmation.sentAt'),
  ).toBeUndefined()
  expect(await waitlist.queueConfirmation(db, config, id, start + minute)).toBe('queued')
}, 60_000)

test(
  'a server that keeps the message and never answers, past the lease, mails nobody twice; a server that hangs before it mails them later',
  async () => {
    for (let run = 0; run < runs; run++) {
      const config = configWith()
      const emails = await queue(config, 10, `hang-${run}`)
      // The end of the message arrives, the answer never does (as the audit's 150 s, past the lease).
      smtp.answer((at) => (at === 'end' ? 'hang' : undefined))
      const arrived = smtp.dataArrived()
      const first = waitlist.drainOutbox(db, config, start)
      await expect.poll(() => smtp.dataArrived()).toBeGreaterThan(arrived)
      // A second drainer as soon as the first one's lease lets it: the first gave up on the
      // answer and let go, or its lease ran out.
      await expect.poll(leaseFree, { interval: 100 }).toBe(true)
      await waitlist.drainOutbox(db, config, start + minute)
      await first
      smtp.answer(() => undefined)
      await drainUntilEmpty(config, start + 2 * minute, 30)
      const figures = await expectEachOnceWithWorkingLinks(emails, start + 60 * minute)
      // A server that hangs before the message's end has nothing: the email goes again, once.
      smtp.delivered.length = 0
      const later = await queue(config, 5, `hang-early-${run}`)
      smtp.answer((at) => (at === 'rcpt' ? 'hang' : undefined))
      await waitlist.drainOutbox(db, config, start + 3 * minute)
      expect(smtp.delivered).toHaveLength(0)
      smtp.answer(() => undefined)
      await drainUntilEmpty(config, start + 4 * minute, 60)
      await expectEachOnceWithWorkingLinks(later, start + 90 * minute)
      console.log(`hang past the lease, run ${run + 1}: ${JSON.stringify(figures)}`)
      await fetch(
        `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      )
      smtp.delivered.length = 0
    }
  },
  60_000 * runs,
)

/** A send that waits until the test opens it, as a stalled instance's would. */
function heldSend(config: Config) {
  let open = () => {}
  const opened = new Promise<void>((done) => (open = done))
  let started = false
  const send: Config['send'] = async (...args) => {
    started = true
    await opened
    return config.send(...args)
  }
  return { send, open, started: () => started }
}

test("a drainer that outlives its lease leaves the next one's alone: one drainer at a time", async () => {
  const config = configWith()
  await queue(config, 1, 'outlived')
  const stalled = heldSend(config)
  const first = waitlist.drainOutbox(db, { ...config, send: stalled.send }, start)
  await expect.poll(stalled.started).toBe(true)
  // Its lease runs out while it still sends, and the next drainer takes it over.
  await lapseLease()
  await queue(config, 1, 'next')
  const next = heldSend(config)
  const second = waitlist.drainOutbox(db, { ...config, send: next.send }, start + 1000)
  await expect.poll(next.started).toBe(true)
  stalled.open()
  await first
  // The second is still sending: a third drainer finds the outbox busy.
  expect((await waitlist.drainOutbox(db, config, start + 2000)).busy).toBe(true)
  next.open()
  await second
  expect(await leaseFree()).toBe(true)
  expect(smtp.delivered).toHaveLength(2)
})

/** Runs one drain in a child process and kills it (SIGKILL) when `killAt` says so. */
async function drainAndKill(config: Config, killAt: (stage: Stage, n: number) => boolean) {
  // The lease less the longest send and half a second for the budget, so the moment comes in the first
  // drain however slowly a loaded machine sends (with 1.5 s, a drain under load sent one email).
  const drainBudgetMs = timings.leaseMs - timings.sendTimeoutMs - timings.dataEndTimeoutMs - 500
  const plain = { ...timings, ...config, drainBudgetMs, send: undefined, log: undefined }
  const child = spawn(process.execPath, ['tests/rules/support/drain-once.mjs'], {
    env: {
      ...process.env,
      PROJECT_ID: projectId,
      SMTP_URL: smtp.url,
      CONFIG: JSON.stringify(plain),
      NOW: String(start),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  let ends = 0
  smtp.answer((stage) => {
    if (stage === 'end') ends++
    if (killAt(stage, ends)) child.kill('SIGKILL')
    return undefined
  })
  const code = await exited
  smtp.answer(() => undefined)
  return code
}

// Within a drain's first three emails.
const crashMoments: [string, (stage: Stage, n: number) => boolean][] = [
  ['while a recipient is named', (stage, n) => stage === 'rcpt' && n >= 2],
  ['as the server takes the message, before its answer', (stage, n) => stage === 'end' && n === 2],
  ['just after the server answered', (stage, n) => stage === 'end' && n === 3],
]

for (const [moment, killAt] of crashMoments) {
  test(
    `a drainer killed ${moment} mails nobody twice and nobody never; every link works`,
    async () => {
      for (let run = 0; run < runs; run++) {
        const config = configWith()
        const emails = await queue(config, 20, `crash-${run}`)
        const code = await drainAndKill(config, (stage, n) => killAt(stage, n))
        expect(code).toBeNull() // killed, not finished
        // The next drain, once the dead one's lease has lapsed.
        await lapseLease()
        await drainUntilEmpty(config, start + minute, 30)
        const figures = await expectEachOnceWithWorkingLinks(emails, start + 60 * minute)
        console.log(`killed ${moment}, run ${run + 1}: ${JSON.stringify(figures)}`)
        await fetch(
          `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
          { method: 'DELETE' },
        )
        smtp.delivered.length = 0
      }
    },
    60_000 * runs,
  )
}

test('a signup whose trigger never ran is found by the sweep and mailed once', async () => {
  const config = configWith()
  const email = 'no-trigger@example.com'
  const id = await waitlistEntryId(email)
  await db
    .collection(collections.entries)
    .doc(id)
    .set({ email, createdAt: Timestamp.now(), status: 'active' })
  const now = Date.now()
  // Too recent: its trigger may still be running.
  expect(await waitlist.sweepSignups(db, config, now)).toBe(0)
  expect(await waitlist.sweepSignups(db, config, now + waitlist.sweepAfterMs + 1000)).toBe(1)
  // A second sweep, or the late trigger, queues nothing more.
  expect(await waitlist.sweepSignups(db, config, now + waitlist.sweepAfterMs + 2000)).toBe(0)
  expect(await waitlist.queueConfirmation(db, config, id, now + 3 * minute)).not.toBe('queued')
  await drainUntilEmpty(config, now + 3 * minute, 5)
  await expectEachOnceWithWorkingLinks([email], now + 10 * minute)
})

test('a sweep more than a day late mails nobody who was already mailed', async () => {
  const config = configWith()
  const emails = await queue(config, 9, 'late-sweep')
  await drainUntilEmpty(config, start, 5)
  expect(smtp.delivered).toHaveLength(9)
  // The sweep has not run since before these signups, and runs 25 hours on.
  await db
    .collection(collections.limits)
    .doc('signup-sweep')
    .set({ upTo: Timestamp.fromMillis(start - 1) })
  expect(await waitlist.sweepSignups(db, config, start + 25 * 60 * minute)).toBe(0)
  await drainUntilEmpty(config, start + 25 * 60 * minute, 5)
  await expectEachOnceWithWorkingLinks(emails, start + 26 * 60 * minute)
})

test('a slow sweep stops at its budget and carries on at the next run; the scheduled run outlasts a sweep and the longest drain', async () => {
  const config = { ...configWith(), sweepBudgetMs: 0 }
  const ids = []
  for (let n = 0; n < 5; n++) {
    const email = `slow-sweep-${n}@example.com`
    const id = await waitlistEntryId(email)
    ids.push(id)
    await db
      .collection(collections.entries)
      .doc(id)
      .set({ email, createdAt: Timestamp.fromMillis(start + n), status: 'active' })
  }
  const later = start + 10 * minute
  // Out of budget at once: one signup time a run, none skipped, none twice.
  const runs = []
  for (let n = 0; n < 6; n++) runs.push(await waitlist.sweepSignups(db, config, later))
  expect(runs).toEqual([1, 1, 1, 1, 1, 0])
  expect((await db.collection(collections.outbox).get()).size).toBe(5)
  Object.assign(process.env, { GCLOUD_PROJECT: projectId })
  const { waitlistOutbox } = await import('../../functions/src/index.js')
  const endpoint = (waitlistOutbox as unknown as { __endpoint: { timeoutSeconds?: number } })
    .__endpoint
  expect((endpoint.timeoutSeconds ?? 60) * 1000).toBeGreaterThan(
    waitlist.sweepBudgetMs + waitlist.longestDrainMs,
  )
})

test('no log line holds an address or its entry id, even when the server names the recipient', async () => {
  const logs: string[] = []
  const config = configWith(logs)
  const emails = await queue(config, 6, 'logged')
  const ids = await Promise.all(emails.map((email) => waitlistEntryId(email)))
  // Every message refused at its end, naming its recipient: more in a row than one person's
  // refusals, so the account's failure, logged.
  smtp.answer((at, recipient) => (at === 'end' ? `554 5.7.1 <${recipient}> rejected` : undefined))
  await drainUntilEmpty(config, start, 3, 5)
  expect(logs.some((line) => line.startsWith(waitlist.pausedLogLine))).toBe(true)
  for (const line of logs) {
    for (const known of [...emails, ...ids.map((id) => id.slice(0, 8))]) {
      expect(line).not.toContain(known)
    }
  }
})

test('the signup trigger is delivered again when a run fails', async () => {
  Object.assign(process.env, { GCLOUD_PROJECT: projectId })
  const { waitlistSignup } = await import('../../functions/src/index.js')
  expect(
    (waitlistSignup as unknown as { __endpoint: { eventTrigger: { retry: boolean } } }).__endpoint
      .eventTrigger.retry,
  ).toBe(true)
})
