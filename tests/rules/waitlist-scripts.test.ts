import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { Timestamp, collection, doc, getDocs, setDoc } from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  normaliseEmail as normaliseInScripts,
  waitlistTarget,
} from '../../scripts/lib/waitlist-admin.mjs'
import { normaliseEmail } from '../../src/lib/email-address'
import { collections, waitlistEntryId } from 'touch-grass-functions/waitlist-contract'
import { emailCases } from '../fixtures/emails'

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

test('the scripts normalise an address exactly as the forms do', () => {
  for (const { input } of emailCases) expect(normaliseInScripts(input)).toBe(normaliseEmail(input))
})

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

test('erase without an address says how to use it and changes nothing', async () => {
  await seed([[null, 'tom@example.com', '2026-03-03T10:00:00Z']])
  await expect(script('waitlist-erase')).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('usage: npm run waitlist:erase -- EMAIL'),
  })
  expect(await storedEmails()).toEqual(['tom@example.com'])
})

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
