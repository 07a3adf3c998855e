// The owner's launch day against the real emulator and MailDev: export of confirmed people only,
// the announcement's dry run, send, and a second run that writes to nobody twice; and the
// server code's own rules (24-hour resend, hourly cap, 30-day clean-up).
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { initializeApp } from 'firebase-admin/app'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { beforeEach, expect, test } from 'vitest'
import { localLinkSecret } from '../../scripts/lib/functions-host.mjs'
import {
  deleteUnconfirmed,
  onEntryWritten,
  records,
  resendAfterMs,
  unconfirmedLifetimeMs,
} from '../../functions/src/waitlist.js'
import { collections, waitlistEntryId } from 'touch-grass-functions/waitlist-contract'

const run = promisify(execFile)
const projectId = 'demo-touch-grass-launch'
const mailOrigin = process.env.MAILDEV_ORIGIN
const db = getFirestore(initializeApp({ projectId }, projectId))

async function clear() {
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  )
}

beforeEach(clear)

async function mailTo(email: string) {
  const all = (await (await fetch(`${mailOrigin}/email`)).json()) as {
    to: { address: string }[]
    subject: string
    headers: Record<string, string>
    text: string
  }[]
  return all.filter((mail) => mail.to.some((to) => to.address === email))
}

async function person(email: string, confirmed: boolean, createdAt = new Date()) {
  const id = await waitlistEntryId(email)
  await db
    .collection(collections.entries)
    .doc(id)
    .set({
      email,
      createdAt: Timestamp.fromDate(createdAt),
      status: 'active',
    })
  await db
    .collection(records)
    .doc(id)
    .set({
      email,
      signedUpAt: Timestamp.fromDate(createdAt),
      ...(confirmed ? { confirmedAt: Timestamp.now() } : {}),
    })
  return id
}

function script(name: string, ...args: string[]) {
  return run('node', [`scripts/${name}.mjs`, ...args], {
    env: {
      ...process.env,
      WAITLIST_PROJECT_ID: projectId,
      WAITLIST_SMTP_URL: `smtp://127.0.0.1:${process.env.TEST_MAILDEV_SMTP_PORT ?? 4125}`,
      SITE_ORIGIN: 'https://touchgrass.invalid',
    },
  })
}

test('export --confirmed writes only the people who confirmed', async () => {
  const tag = Date.now()
  await person(`yes-${tag}@example.com`, true)
  await person(`no-${tag}@example.com`, false)
  const out = join(mkdtempSync(join(tmpdir(), 'waitlist-')), 'list.csv')
  await script('waitlist-export', '--out', out, '--confirmed')
  const lines = readFileSync(out, 'utf8').trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toMatch(new RegExp(`^yes-${tag}@example.com,`))
})

test('announce: a dry run sends nothing, --send writes to each confirmed person once, again writes to nobody', async () => {
  const tag = Date.now()
  const confirmed = [`a-${tag}@example.com`, `b-${tag}@example.com`, `c-${tag}@example.com`]
  for (const email of confirmed) await person(email, true)
  const unconfirmed = `d-${tag}@example.com`
  await person(unconfirmed, false)
  const body = join(mkdtempSync(join(tmpdir(), 'announce-')), 'body.txt')
  writeFileSync(body, `android is here ${tag}\n`)
  const args = ['--subject', `touch grass is on android ${tag}`, '--body', body]

  const dry = await script('waitlist-announce', ...args)
  expect(dry.stdout).toContain('3 confirmed, 0 already recorded, 3 to send')
  expect(dry.stdout).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  expect(dry.stdout).toContain(`android is here ${tag}`)
  for (const email of [...confirmed, unconfirmed]) expect(await mailTo(email)).toHaveLength(0)

  const send = await script('waitlist-announce', ...args, '--send', '--per-second', '50')
  expect(send.stdout).toContain('3 sent this run')
  for (const email of confirmed) {
    const mails = await mailTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`touch grass is on android ${tag}`)
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/touchgrass\.invalid\/api\/waitlist\/unsubscribe\?token=unsubscribe\./,
    )
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mails[0]!.text).toContain('Leave the waitlist (one click, no login): https://')
  }
  expect(await mailTo(unconfirmed)).toHaveLength(0)

  const again = await script('waitlist-announce', ...args, '--send')
  expect(again.stdout).toContain('3 confirmed, 3 already recorded, 0 to send')
  expect(again.stdout).toContain('0 sent this run')
  for (const email of confirmed) expect(await mailTo(email)).toHaveLength(1)
})

test('announce after a crash mid-send carries on, and nobody gets the announcement twice', async () => {
  const tag = Date.now()
  const confirmed = [0, 1, 2, 3].map((n) => `crash-${n}-${tag}@example.com`)
  for (const email of confirmed) await person(email, true)
  const body = join(mkdtempSync(join(tmpdir(), 'announce-')), 'body.txt')
  writeFileSync(body, `android is here ${tag}\n`)
  const args = ['--subject', `crash ${tag}`, '--body', body, '--send']
  const env = {
    ...process.env,
    WAITLIST_PROJECT_ID: projectId,
    WAITLIST_SMTP_URL: `smtp://127.0.0.1:${process.env.TEST_MAILDEV_SMTP_PORT ?? 4125}`,
    SITE_ORIGIN: 'https://touchgrass.invalid',
  }
  const received = async () => (await Promise.all(confirmed.map(mailTo))).map((m) => m.length)
  const total = async () => (await received()).reduce((sum, n) => sum + n, 0)

  // One a second, so the process is still sending when it is killed after the first email.
  const first = spawn('node', ['scripts/waitlist-announce.mjs', ...args, '--per-second', '1'], {
    env,
    stdio: 'ignore',
  })
  await expect.poll(total, { timeout: 20_000 }).toBeGreaterThan(0)
  first.kill('SIGKILL')
  await new Promise((done) => first.once('exit', done))
  const beforeRestart = await total()
  expect(beforeRestart).toBeLessThan(confirmed.length)

  const again = await script('waitlist-announce', ...args, '--per-second', '50')
  const unsure = Number(/(\d+) recorded but not marked sent/.exec(again.stdout)?.[1] ?? 0)
  const sentAgain = Number(/(\d+) sent this run/.exec(again.stdout)?.[1])
  expect(sentAgain).toBeGreaterThan(0)
  for (const count of await received()) expect(count).toBeLessThanOrEqual(1)
  // Everyone has it once, except a person the crash left recorded but unsent, who is reported.
  expect(await total()).toBe(beforeRestart + sentAgain)
  expect(await total()).toBeGreaterThanOrEqual(confirmed.length - unsure)
})

test('a second signup within 24 hours sends nothing, after 24 hours one more; the hourly cap holds for everyone', async () => {
  const sent: string[] = []
  const config = {
    linkSecret: localLinkSecret,
    siteOrigin: 'https://touchgrass.invalid',
    sender: 'touch grass <waitlist@touchgrass.invalid>',
    hourlyEmailCap: 2,
    send: async (message: { to: string }) => void sent.push(message.to),
  }
  const now = Date.parse('2026-11-24T10:00:00Z')
  const entry = (email: string) => ({ email, createdAt: Timestamp.fromMillis(now) })
  const id = await waitlistEntryId('again@example.com')
  expect(await onEntryWritten(db, config, id, entry('again@example.com'), now)).toBe('sent')
  expect(await onEntryWritten(db, config, id, entry('again@example.com'), now + 60_000)).toBe(
    'sent in the last 24 hours',
  )
  const other = await waitlistEntryId('other@example.com')
  expect(await onEntryWritten(db, config, other, entry('other@example.com'), now + 1)).toBe('sent')
  const third = await waitlistEntryId('third@example.com')
  expect(await onEntryWritten(db, config, third, entry('third@example.com'), now + 2)).toBe(
    'hourly cap reached',
  )
  const nextDay = now + resendAfterMs + 1
  expect(await onEntryWritten(db, config, id, entry('again@example.com'), nextDay)).toBe('sent')
  expect(sent).toEqual(['again@example.com', 'other@example.com', 'again@example.com'])
})

test('the clean-up deletes entries unconfirmed after 30 days, and keeps confirmed and recent ones', async () => {
  const old = new Date(Date.now() - unconfirmedLifetimeMs - 60_000)
  const stale = await person('stale@example.com', false, old)
  const kept = await person('kept@example.com', true, old)
  const recent = await person('recent@example.com', false)
  expect(await deleteUnconfirmed(db)).toBe(1)
  const left = (await db.collection(collections.entries).get()).docs.map((entry) => entry.id)
  expect(left.sort()).toEqual([kept, recent].sort())
  expect((await db.collection(records).doc(stale).get()).exists).toBe(false)
})
