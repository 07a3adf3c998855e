import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { Timestamp, collection, doc, getDocs, setDoc } from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { reachTimeoutMs, waitlistTarget } from '../../scripts/lib/waitlist-admin.mjs'
import { initializeApp as initializeAdminApp } from 'firebase-admin/app'
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore'
import {
  announcementRecipients,
  collections,
  waitlistEntryId,
} from 'touch-grass-functions/waitlist-contract'
import { documentsHolding } from './support/every-document'

const run = promisify(execFile)
const projectId = 'demo-touch-grass-scripts'
let env: RulesTestEnvironment

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':')
  if (!host || !port) throw new Error('Run through scripts/with-emulator.mjs (npm run test:rules).')
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  })
})

beforeEach(async () => {
  await env.clearFirestore()
})

afterAll(async () => {
  await env?.cleanup()
})

/** Entries as they could be stored, including ones from before ids came from the address. */
async function seed(entries: [id: string | null, email: string, createdAt: string][]) {
  await env.withSecurityRulesDisabled(async (context) => {
    for (const [id, email, createdAt] of entries) {
      await setDoc(
        doc(context.firestore(), collections.entries, id ?? (await waitlistEntryId(email))),
        {
          email,
          createdAt: Timestamp.fromDate(new Date(createdAt)),
          status: 'active',
        },
      )
    }
  })
}

async function storedEmails() {
  let emails: string[] = []
  await env.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDocs(collection(context.firestore(), collections.entries))
    emails = snapshot.docs.map((d) => String(d.get('email'))).sort()
  })
  return emails
}

function script(name: string, ...args: string[]) {
  return run('node', [`scripts/${name}.mjs`, ...args], {
    env: { ...process.env, WAITLIST_PROJECT_ID: projectId },
  })
}

test('export writes every entry as formula-safe CSV, oldest first', async () => {
  await seed([
    [null, 'sam@example.com', '2026-03-02T10:00:00Z'],
    [null, '=1+2@example.com', '2026-03-01T09:00:00Z'],
    ['legacy-1', '=HYPERLINK("https://evil.example","x")@example.com', '2026-02-01T00:00:00Z'],
    ['legacy-2', '+44@example.com', '2026-02-02T00:00:00Z'],
    ['legacy-3', '-x@example.com', '2026-02-03T00:00:00Z'],
    ['legacy-4', '@home@example.com', '2026-02-04T00:00:00Z'],
  ])
  const out = join(mkdtempSync(join(tmpdir(), 'waitlist-')), 'list.csv')
  const { stderr } = await script('waitlist-export', '--out', out)
  expect(stderr).toContain(`the emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`)
  expect(stderr).toContain(`6 entries written to ${out}`)
  expect(readFileSync(out, 'utf8')).toBe(
    [
      'email,createdAt,status,confirmedAt',
      `"'=HYPERLINK(""https://evil.example"",""x"")@example.com",2026-02-01T00:00:00.000Z,active,`,
      "'+44@example.com,2026-02-02T00:00:00.000Z,active,",
      "'-x@example.com,2026-02-03T00:00:00.000Z,active,",
      "'@home@example.com,2026-02-04T00:00:00.000Z,active,",
      "'=1+2@example.com,2026-03-01T09:00:00.000Z,active,",
      'sam@example.com,2026-03-02T10:00:00.000Z,active,',
      '',
    ].join('\r\n'),
  )
})

test('erase removes one person, however the address is typed or was stored', async () => {
  await seed([
    [null, 'sam@example.com', '2026-03-02T10:00:00Z'],
    ['legacy-upper', 'Sam@Example.com', '2026-01-01T00:00:00Z'],
    [null, 'tom@example.com', '2026-03-03T10:00:00Z'],
  ])
  const { stderr } = await script('waitlist-erase', ' SAM@example.COM ')
  expect(stderr).toContain('removed 2 entries for sam@example.com')
  expect(await storedEmails()).toEqual(['tom@example.com'])
  const again = await script('waitlist-erase', 'sam@example.com')
  expect(again.stderr).toContain('no entry for sam@example.com; nothing removed')
  expect(await storedEmails()).toEqual(['tom@example.com'])
})

test('erase finds every spelling that reaches the same inbox, and leaves the address nowhere', async () => {
  await seed([
    [null, 'sam.smith+news@gmail.com', '2026-03-02T10:00:00Z'],
    [null, 'samsmith@googlemail.com', '2026-03-02T11:00:00Z'],
    [null, 'tom@example.com', '2026-03-03T10:00:00Z'],
  ])
  const id = await waitlistEntryId('sam.smith+news@gmail.com')
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore()
    await setDoc(doc(db, collections.records, id), { email: 'sam.smith+news@gmail.com' })
    await setDoc(doc(db, collections.outbox, id), { attempts: 0 })
    for (const campaign of ['one', 'two', 'three']) {
      await setDoc(doc(db, collections.announcements, campaign, announcementRecipients, id), {
        email: 'sam.smith+news@gmail.com',
        sentAt: Timestamp.now(),
      })
    }
  })
  const { stderr } = await script('waitlist-erase', 'Sam.Smith@gmail.com')
  expect(stderr).toContain('removed 2 entries for sam.smith@gmail.com')
  expect(await storedEmails()).toEqual(['tom@example.com'])
  const admin = getAdminFirestore(initializeAdminApp({ projectId }, `${projectId}-erase`))
  expect(
    await documentsHolding(admin, ['sam.smith+news@gmail.com', 'samsmith@googlemail.com']),
  ).toEqual([])
})

const usages = {
  'waitlist-erase': 'usage: npm run waitlist:erase -- EMAIL',
  'waitlist-export': 'usage: npm run waitlist:export -- [--out FILE] [--confirmed]',
  'waitlist-announce': 'usage: npm run waitlist:announce -- --campaign NAME',
} as const

test('every bad argument gets one line and the usage line, never a stack; --help gets the usage', async () => {
  const body = join(mkdtempSync(join(tmpdir(), 'announce-')), 'body.txt')
  writeFileSync(body, 'hi\n')
  const announce = ['--campaign', 'c', '--subject', 's', '--body', body]
  const bad: [keyof typeof usages, ...string[]][] = [
    ['waitlist-erase'],
    ['waitlist-erase', '--help-me'],
    ['waitlist-erase', 'a@example.com', 'b@example.com'],
    ['waitlist-erase', 'not-an-address'],
    ['waitlist-erase', '--confirmed'],
    ['waitlist-export', 'a@example.com'],
    ['waitlist-export', '--out'],
    ['waitlist-export', '--confirmed=yes'],
    ['waitlist-export', '--unknown'],
    ['waitlist-announce'],
    ['waitlist-announce', '--subject', 's', '--body', body],
    ['waitlist-announce', ...announce, '--per-second', '1e-9'],
    ['waitlist-announce', ...announce, '--per-second', 'fast'],
    ['waitlist-announce', ...announce, '--per-second', 'Infinity'],
    ['waitlist-announce', ...announce, '--per-second', '-2'],
    ['waitlist-announce', ...announce, '--unsure', 'maybe'],
    ['waitlist-announce', '--campaign', 'Not A Name', '--subject', 's', '--body', body],
    ['waitlist-announce', ...announce, '--send=1'],
    ['waitlist-announce', ...announce, 'extra'],
    ['waitlist-announce', '--campaign', 'c', '--subject', 's', '--body', '/no/such/file'],
  ]
  const results = await Promise.all(
    bad.map(([name, ...args]) => script(name, ...args).catch((error) => error)),
  )
  for (const [i, result] of results.entries()) {
    const [name, ...args] = bad[i]!
    const what = `${name} ${args.join(' ')}`
    expect(result.code, what).toBeGreaterThan(0)
    expect(result.stderr, what).not.toMatch(/^\s+at /m)
    if (!args.includes('/no/such/file')) expect(result.stderr, what).toContain(usages[name])
    expect(result.stderr.trim().split('\n').length, what).toBeLessThanOrEqual(2)
  }
  for (const name of Object.keys(usages) as (keyof typeof usages)[]) {
    const help = await script(name, '--help')
    expect(help.stdout).toContain(usages[name])
  }
  expect(await storedEmails()).toEqual([])
})

test('against a stopped or a hung database every script says so in one line, at once or after its own wait', async () => {
  // Accepts, never answers; a script giving up resets its connection, which is no error here.
  const hung = createServer((socket) => socket.on('error', () => undefined))
  await new Promise<void>((done) => hung.listen(0, '127.0.0.1', done))
  const closed = createServer()
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
  const closedPort = (closed.address() as { port: number }).port
  await new Promise((done) => closed.close(done))
  const body = join(mkdtempSync(join(tmpdir(), 'announce-')), 'body.txt')
  writeFileSync(body, 'hi\n')
  const runs = [
    ['waitlist-export', '--out', join(mkdtempSync(join(tmpdir(), 'w-')), 'x.csv')],
    ['waitlist-erase', 'sam@example.com'],
    ['waitlist-announce', '--campaign', 'c', '--subject', 's', '--body', body, '--send'],
  ]
  const hosts = [
    `127.0.0.1:${closedPort}`,
    `127.0.0.1:${(hung.address() as { port: number }).port}`,
  ]
  // Six at once, so a loaded machine can take seconds just to start them: the scripts' own words
  // say when each gave up, and exit code 1 says it was not the 20 s kill below.
  const results = await Promise.all(
    hosts.flatMap((host) =>
      runs.map(([name, ...args]) =>
        run('node', [`scripts/${name}.mjs`, ...args], {
          env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
          timeout: 20_000,
        }).catch((error) => ({ ...error, host, name })),
      ),
    ),
  )
  hung.close()
  for (const result of results) {
    const what = `${result.name} against ${result.host}`
    expect(result.code, what).toBe(1)
    const lines = result.stderr.trim().split('\n')
    // Which database, then what went wrong: refused at once, or no answer within its wait.
    expect(lines, what).toEqual([
      expect.stringMatching(/^waitlist: the emulator at /),
      result.host === hosts[0]
        ? expect.stringMatching(/^waitlist: cannot reach the emulator at .+ \(ECONNREFUSED\)/)
        : expect.stringMatching(
            new RegExp(
              `^waitlist: no answer from the emulator at .+ in ${reachTimeoutMs / 1000} s; `,
            ),
          ),
    ])
  }
}, 30_000)

test('the scripts use the emulator unless credentials and a project are given', () => {
  expect(waitlistTarget({})).toEqual({
    kind: 'emulator',
    host: '127.0.0.1:8080',
    projectId: 'demo-touch-grass',
  })
  expect(
    waitlistTarget({ GOOGLE_APPLICATION_CREDENTIALS: 'key.json', WAITLIST_PROJECT_ID: 'tg' }),
  ).toEqual({ kind: 'project', projectId: 'tg' })
  expect(() => waitlistTarget({ GOOGLE_APPLICATION_CREDENTIALS: 'key.json' })).toThrow(
    'also set WAITLIST_PROJECT_ID',
  )
  expect(
    waitlistTarget({ GOOGLE_APPLICATION_CREDENTIALS: 'key.json', FIRESTORE_EMULATOR_HOST: 'h:1' }),
  ).toMatchObject({ kind: 'emulator', host: 'h:1' })
})

test('export finds the emulator `npm run dev` started from its FIRESTORE_PORT', async () => {
  await seed([[null, 'sam@example.com', '2026-03-02T10:00:00Z']])
  const port = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':')[1]
  const out = join(mkdtempSync(join(tmpdir(), 'waitlist-')), 'list.csv')
  // As the owner runs it beside `npm run dev`: the dev command's port, no emulator host.
  const env = { ...process.env }
  delete env.FIRESTORE_EMULATOR_HOST
  const { stderr } = await run('node', ['scripts/waitlist-export.mjs', '--out', out], {
    env: { ...env, FIRESTORE_PORT: port, WAITLIST_PROJECT_ID: projectId },
  })
  expect(stderr).toContain(`the emulator at 127.0.0.1:${port}`)
  expect(readFileSync(out, 'utf8')).toContain('sam@example.com')
})

test('export never overwrites an earlier export, and says so in one line', async () => {
  await seed([[null, 'sam@example.com', '2026-03-02T10:00:00Z']])
  const folder = mkdtempSync(join(tmpdir(), 'waitlist-'))
  const exportIn = (...args: string[]) =>
    run('node', [join(process.cwd(), 'scripts/waitlist-export.mjs'), ...args], {
      cwd: folder,
      env: { ...process.env, WAITLIST_PROJECT_ID: projectId },
    })
  // Twice on one day with the default name: two files.
  await exportIn()
  await exportIn()
  const files = readdirSync(folder).sort()
  expect(files).toHaveLength(2)
  expect(files[0]).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}(-2)?\.csv$/)
  // A name given that is taken: refused, the earlier file untouched.
  writeFileSync(join(folder, 'mine.csv'), 'an earlier export\n')
  const refused = await exportIn('--out', 'mine.csv').then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  )
  expect(refused?.code).toBe(1)
  expect(refused?.stderr.trim().split('\n')).toEqual([
    'waitlist: mine.csv already exists, and an export never overwrites one: give another --out name',
  ])
  expect(readFileSync(join(folder, 'mine.csv'), 'utf8')).toBe('an earlier export\n')
})
