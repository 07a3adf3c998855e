// The owner's launch day against the real emulator and MailDev: export of confirmed people only,
// the announcement's dry run, send, and a second run that writes to nobody twice, even with its
// text edited or after a crash; and the server code's own rules (24-hour resend, 30-day clean-up).
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { initializeApp } from 'firebase-admin/app'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { beforeEach, expect, test } from 'vitest'
import { localLinkSecret } from '../../scripts/lib/functions-host.mjs'
import { testPorts } from '../../scripts/lib/test-ports.mjs'
import { startSmtpStub } from './support/smtp-stub'
import {
  deleteUnconfirmed,
  drainOutbox,
  onEntryWritten,
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
    .collection(collections.records)
    .doc(id)
    .set({
      email,
      signedUpAt: Timestamp.fromDate(createdAt),
      ...(confirmed ? { confirmedAt: Timestamp.now() } : {}),
    })
  return id
}

const scriptEnv = {
  ...process.env,
  WAITLIST_PROJECT_ID: projectId,
  WAITLIST_SMTP_URL: `smtp://127.0.0.1:${process.env.TEST_MAILDEV_SMTP_PORT ?? 4125}`,
  SITE_ORIGIN: 'https://touchgrass.invalid',
}

function script(name: string, ...args: string[]) {
  return run('node', [`scripts/${name}.mjs`, ...args], { env: scriptEnv })
}

function bodyFile(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'announce-')), 'body.txt')
  writeFileSync(file, text)
  return file
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
  const args = [
    '--campaign',
    `launch-${tag}`,
    '--subject',
    `touch grass is on android ${tag}`,
    '--body',
    body,
  ]

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
    expect(mails[0]!.text).toContain('Leave the waitlist (no login): https://')
  }
  expect(await mailTo(unconfirmed)).toHaveLength(0)

  const again = await script('waitlist-announce', ...args, '--send')
  expect(again.stdout).toContain('3 confirmed, 3 already recorded, 0 to send')
  expect(again.stdout).toContain('0 sent this run')
  for (const email of confirmed) expect(await mailTo(email)).toHaveLength(1)
})

test('a campaign is its name: editing its text and running it again writes to nobody twice', async () => {
  const tag = Date.now()
  const confirmed = [`e1-${tag}@example.com`, `e2-${tag}@example.com`]
  for (const email of confirmed) await person(email, true)
  const campaign = ['--campaign', `edited-${tag}`, '--send', '--per-second', '50']
  await script('waitlist-announce', ...campaign, '--subject', 'android', '--body', bodyFile('hi\n'))
  const later = `e3-${tag}@example.com`
  await person(later, true)
  const edited = await script(
    'waitlist-announce',
    ...campaign,
    '--subject',
    'android!',
    '--body',
    bodyFile('hi, with a typo fixed\n'),
  )
  expect(edited.stdout).toContain('this text differs from the campaign')
  expect(edited.stdout).toContain('1 sent this run')
  for (const email of [...confirmed, later]) expect(await mailTo(email)).toHaveLength(1)
  expect((await mailTo(later))[0]!.subject).toBe('android!')
})

test('announce checks each person just before mailing: who leaves or is erased mid-run gets nothing', async () => {
  const tag = Date.now()
  const [first, leaver, erased] = ['first', 'leaver', 'erased'].map(
    (n) => `${n}-${tag}@example.com`,
  )
  await person(first!, true)
  const leaverId = await person(leaver!, true)
  await person(erased!, true)
  // Oldest confirmation first: first, leaver, erased. The first message's answer waits until the
  // other two have gone, so they go mid-run however slow the machine is.
  const smtp = await startSmtpStub()
  const firstSent = smtp.hold('end')
  const args = ['--campaign', `midrun-${tag}`, '--subject', 's', '--body', bodyFile('b\n')]
  const announce = run('node', ['scripts/waitlist-announce.mjs', ...args, '--send'], {
    env: { ...scriptEnv, WAITLIST_SMTP_URL: smtp.url },
  })
  await firstSent.reached
  await db.collection(collections.entries).doc(leaverId).delete()
  await script('waitlist-erase', erased!)
  firstSent.release()
  const { stdout } = await announce
  await smtp.stop()
  expect(stdout).toContain('2 left the waitlist while this ran')
  expect(smtp.delivered.map((message) => message.to)).toEqual([[first]])
})

test('after kill -9 mid-send the person caught is named, and a rerun settles them when told how', async () => {
  const tag = Date.now()
  const confirmed = [0, 1, 2].map((n) => `crash-${n}-${tag}@example.com`)
  for (const email of confirmed) await person(email, true)
  const args = [
    '--campaign',
    `crash-${tag}`,
    '--subject',
    'crash',
    '--body',
    bodyFile('b\n'),
    '--send',
  ]
  // The message's end is never answered, so the first run is caught mid-send.
  const smtp = await startSmtpStub()
  smtp.answer((stage) => (stage === 'end' ? 'hang' : undefined))
  const first = spawn('node', ['scripts/waitlist-announce.mjs', ...args], {
    env: { ...scriptEnv, WAITLIST_SMTP_URL: smtp.url },
    stdio: 'ignore',
  })
  const recipients = db
    .collection(collections.announcements)
    .doc(`crash-${tag}`)
    .collection('recipients')
  await expect.poll(async () => (await recipients.get()).size).toBe(1)
  first.kill('SIGKILL')
  await new Promise((done) => first.once('exit', done))
  await smtp.stop()

  const asked = await script('waitlist-announce', ...args).catch((error) => error)
  expect(asked.code).toBe(3)
  expect(asked.stdout).toContain(`whether they got it is unknown: ${confirmed[0]}`)
  expect(asked.stderr).toContain('--unsure send')
  for (const email of confirmed) expect(await mailTo(email)).toHaveLength(0)

  const settled = await script(
    'waitlist-announce',
    ...args,
    '--unsure',
    'send',
    '--per-second',
    '50',
  )
  expect(settled.stdout).toContain('3 sent this run')
  for (const email of confirmed) expect(await mailTo(email)).toHaveLength(1)
  const again = await script('waitlist-announce', ...args)
  expect(again.stdout).toContain('0 sent this run')
  expect(again.stdout).not.toContain('unknown')
})

test('announce carries on past addresses their servers refuse, names them at the end, and running it again tries only them', async () => {
  const tag = Date.now()
  const confirmed = Array.from({ length: 30 }, (_, n) => `many-${n}-${tag}@example.com`)
  for (const email of confirmed) await person(email, true)
  const [missing, full] = [confirmed[5]!, confirmed[17]!]
  const smtp = await startSmtpStub()
  let fullMailbox = true
  smtp.answer((stage, recipient) => {
    if (stage !== 'rcpt') return undefined
    if (recipient === missing)
      return '550 5.1.1 The email account that you tried to reach does not exist'
    if (recipient === full && fullMailbox) return '552 5.2.2 Mailbox full'
    return undefined
  })
  const args = ['--campaign', `bounce-${tag}`, '--subject', 's', '--body', bodyFile('b\n')]
  type Ran = { code?: number; stdout: string; stderr: string }
  const announce = (): Promise<Ran> =>
    run('node', ['scripts/waitlist-announce.mjs', ...args, '--send', '--per-second', '100'], {
      env: { ...scriptEnv, WAITLIST_SMTP_URL: smtp.url },
    }).catch((error: Ran) => error)
  try {
    const first = await announce()
    expect(first.stdout).toContain('28 sent this run')
    expect(first.code).toBe(1)
    expect(first.stderr).toContain(`${missing}: 550 5.1.1`)
    expect(first.stderr).toContain(`${full}: 552 5.2.2 Mailbox full`)
    expect(first.stderr).toContain('run the same command again')
    expect(first.stderr).toContain('npm run waitlist:erase')
    // Running it again is true: it tries the two again, and nobody else.
    fullMailbox = false
    const second = await announce()
    expect(second.stdout).toContain('2 to send')
    expect(second.stdout).toContain('1 sent this run')
    expect(second.stderr).toContain(missing)
    await script('waitlist-erase', missing)
    const third = await announce()
    expect(third.stdout).toContain('0 to send')
    const counts = new Map<string, number>()
    for (const message of smtp.delivered)
      for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1)
    expect(counts.size).toBe(29)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
    console.log(
      `announce past refusals: ${first.stdout.match(/\d+ sent this run/)?.[0]}, then ${second.stdout.match(/\d+ sent this run/)?.[0]}; 29 of 30 mailed once each`,
    )
  } finally {
    await smtp.stop()
  }
})

test('two announce runs at once: the second sends nothing and says which run is sending', async () => {
  const tag = Date.now()
  const confirmed = [0, 1, 2].map((n) => `twice-${n}-${tag}@example.com`)
  for (const email of confirmed) await person(email, true)
  const smtp = await startSmtpStub()
  const firstHeld = smtp.hold('end')
  const env = { ...scriptEnv, WAITLIST_SMTP_URL: smtp.url }
  const send = (campaign: string) =>
    run(
      'node',
      [
        'scripts/waitlist-announce.mjs',
        ...['--campaign', campaign, '--subject', 's', '--body', bodyFile('b\n'), '--send'],
        ...['--per-second', '100'],
      ],
      { env },
    )
  try {
    const first = send(`first-${tag}`)
    await firstHeld.reached
    const second = await send(`second-${tag}`).catch((error) => error)
    expect(second.code).toBe(4)
    expect(second.stderr).toContain(`another announce is sending "first-${tag}"`)
    firstHeld.release()
    expect((await first).stdout).toContain('3 sent this run')
    expect(smtp.delivered).toHaveLength(3)
    // Once the first is done, the second runs.
    expect((await send(`second-${tag}`)).stdout).toContain('3 sent this run')
  } finally {
    await smtp.stop()
  }
})

test('an inbox gets one confirmation a day: a second signup within 24 hours sends nothing, after 24 hours one more', async () => {
  const sent: string[] = []
  const config = {
    linkSecret: localLinkSecret,
    siteOrigin: 'https://touchgrass.invalid',
    sender: 'touch grass <waitlist@touchgrass.invalid>',
    hourlyEmailCap: 200,
    send: async (message: { to: string }) => void sent.push(message.to),
  }
  const now = Date.parse('2026-11-24T10:00:00Z')
  const signUp = async (email: string, at: number) => {
    const id = await waitlistEntryId(email)
    const entry = { email, createdAt: Timestamp.fromMillis(at), status: 'active' }
    await db.collection(collections.entries).doc(id).set(entry)
    return onEntryWritten(db, config, id, entry, at)
  }
  expect(await signUp('again@example.com', now)).toBe('queued')
  expect(await signUp('again@example.com', now + 60_000)).toBe('sent in the last 24 hours')
  expect(await signUp('other@example.com', now + 1)).toBe('queued')
  expect(await signUp('again@example.com', now + resendAfterMs + 1)).toBe('queued')
  await drainOutbox(db, config, now + resendAfterMs + 1)
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
  expect((await db.collection(collections.records).doc(stale).get()).exists).toBe(false)
})

test('beside `npm run dev` on moved ports, the same variables take every owner command to its emulator, MailDev and site', async () => {
  const tag = Date.now()
  const email = `moved-${tag}@example.com`
  await person(email, true)
  const firestorePort = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':')[1] ?? ''
  const sitePort = '5999'
  // A second terminal beside `PORT=5999 FIRESTORE_PORT=… MAILDEV_SMTP_PORT=… npm run dev`: the
  // variables that command was given, and nothing else that points anywhere.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WAITLIST_PROJECT_ID: projectId,
    PORT: sitePort,
    FIRESTORE_PORT: firestorePort,
    MAILDEV_SMTP_PORT: String(testPorts.mailSmtp),
  }
  for (const key of ['FIRESTORE_EMULATOR_HOST', 'WAITLIST_SMTP_URL', 'SITE_ORIGIN']) delete env[key]
  const owner = (name: string, ...args: string[]) =>
    run('node', [`scripts/${name}.mjs`, ...args], { env })

  const out = join(mkdtempSync(join(tmpdir(), 'waitlist-')), 'list.csv')
  const exported = await owner('waitlist-export', '--out', out, '--confirmed')
  expect(exported.stderr).toContain(`the emulator at 127.0.0.1:${firestorePort}`)
  expect(readFileSync(out, 'utf8')).toContain(email)

  const args = ['--campaign', `moved-${tag}`, '--subject', `moved ${tag}`, '--body']
  const dry = await owner('waitlist-announce', ...args, bodyFile('hi\n'))
  expect(dry.stdout).toContain(`List-Unsubscribe: <http://localhost:${sitePort}/api/waitlist/`)
  const sent = await owner('waitlist-announce', ...args, bodyFile('hi\n'), '--send')
  expect(sent.stdout).toContain('1 sent this run')
  const mails = await mailTo(email)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.headers['list-unsubscribe']).toMatch(
    new RegExp(`^<http://localhost:${sitePort}/api/waitlist/unsubscribe\\?token=`),
  )
  expect(mails[0]!.text).toContain(`Leave the waitlist (no login): http://localhost:${sitePort}/`)

  const erased = await owner('waitlist-erase', email)
  expect(erased.stderr).toContain(`the emulator at 127.0.0.1:${firestorePort}`)
  expect(erased.stderr).toContain(`removed 1 entry for ${email}`)
  // Five commands, each a Node start with the Admin SDK: slow when the machine is busy.
}, 120_000)
