import { readFileSync } from 'node:fs'
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
} from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { normaliseEmail } from '../../src/lib/email-address'
import { collections, waitlistEntryId } from 'touch-grass-functions/waitlist-contract'
import { emailCases } from '../fixtures/emails'

let env: RulesTestEnvironment

beforeAll(async () => {
  // Denied writes are the point of most tests here; the SDK's log of each one is noise.
  setLogLevel('silent')
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':')
  if (!host || !port) throw new Error('Run through scripts/with-emulator.mjs (npm run test:rules).')
  env = await initializeTestEnvironment({
    projectId: 'demo-touch-grass-rules',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  })
})

beforeEach(async () => {
  await env.clearFirestore()
})

afterAll(async () => {
  await env?.cleanup()
})

const visitor = () => env.unauthenticatedContext().firestore()
type Firestore = ReturnType<typeof visitor>
const entry = (email: string) => ({ email, createdAt: serverTimestamp(), status: 'active' })

/** What the site does: the entry under the id computed from the address. */
async function signUp(db: Firestore, email: string, data: Record<string, unknown> = entry(email)) {
  await setDoc(doc(db, collections.entries, await waitlistEntryId(email)), data)
}

async function storedEntries() {
  let entries: { id: string; data: Record<string, unknown> }[] = []
  await env.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDocs(collection(context.firestore(), collections.entries))
    entries = snapshot.docs.map((d) => ({ id: d.id, data: d.data() }))
  })
  return entries
}

test('a visitor can join with a normalised email, a server timestamp and status active', async () => {
  await assertSucceeds(signUp(visitor(), 'sam@example.com'))
  const [stored, ...others] = await storedEntries()
  expect(others).toEqual([])
  expect(stored?.id).toBe(await waitlistEntryId('sam@example.com'))
  expect(stored?.data.email).toBe('sam@example.com')
  expect(stored?.data.status).toBe('active')
  expect(stored?.data.createdAt).toBeInstanceOf(Timestamp)
})

for (const { why, input, stored } of emailCases) {
  if (stored) {
    test(`accepts ${why} as the forms store it`, async () => {
      await assertSucceeds(signUp(visitor(), stored))
    })
    if (input !== stored) {
      test(`refuses ${why} as typed, before normalising`, async () => {
        await assertFails(signUp(visitor(), input))
      })
    }
  } else {
    test(`refuses ${why}`, async () => {
      await assertFails(signUp(visitor(), normaliseEmail(input)))
    })
  }
}

test('signing up twice, in any case or with spaces, leaves one entry, renewed', async () => {
  const db = visitor()
  const email = normaliseEmail(' Sam@Example.COM ')
  await assertSucceeds(signUp(db, email))
  const [first] = await storedEntries()
  await assertSucceeds(signUp(db, normaliseEmail('SAM@EXAMPLE.COM')))
  await assertSucceeds(signUp(db, email))
  const entries = await storedEntries()
  expect(entries).toHaveLength(1)
  expect(entries[0]?.data.email).toBe('sam@example.com')
  const createdAt = (e: typeof first) => (e?.data.createdAt as Timestamp).toMillis()
  expect(createdAt(entries[0])).toBeGreaterThanOrEqual(createdAt(first))
})

test('a thousand writes of one address leave one entry', async () => {
  const db = visitor()
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      const batch = writeBatch(db)
      const ref = doc(db, collections.entries, await waitlistEntryId('flood@example.com'))
      for (let i = 0; i < 20; i++) batch.set(ref, entry('flood@example.com'))
      await batch.commit()
    }),
  )
  expect(await storedEntries()).toHaveLength(1)
})

test('the answer to a signup does not say whether the address was already listed', async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    await signUp(context.firestore(), 'listed@example.com', {
      email: 'listed@example.com',
      createdAt: Timestamp.fromDate(new Date('2026-01-01')),
      status: 'active',
    })
  })
  await assertSucceeds(signUp(visitor(), 'listed@example.com'))
  await assertSucceeds(signUp(visitor(), 'unlisted@example.com'))
  // A shape either way refused is refused either way.
  for (const email of ['listed@example.com', 'unlisted@example.com']) {
    await assertFails(signUp(visitor(), email, { ...entry(email), status: 'vip' }))
    await assertFails(
      setDoc(doc(visitor(), collections.entries, await waitlistEntryId(email)), { email }),
    )
    await assertFails(deleteDoc(doc(visitor(), collections.entries, await waitlistEntryId(email))))
    await assertFails(getDoc(doc(visitor(), collections.entries, await waitlistEntryId(email))))
  }
})

test('known limit: a hand-made update, which needs the entry to exist, still tells (decision 088)', async () => {
  // Ids a browser can compute are ids anyone can probe: an update with the existence
  // precondition succeeds only for a listed address. App Check enforcement is what keeps a
  // script from asking at scale; if this starts failing, the leak is gone: update the record.
  await assertSucceeds(signUp(visitor(), 'listed@example.com'))
  const probe = async (email: string) =>
    updateDoc(doc(visitor(), collections.entries, await waitlistEntryId(email)), entry(email))
  await assertSucceeds(probe('listed@example.com'))
  await expect(probe('unlisted@example.com')).rejects.toMatchObject({ code: 'not-found' })
})

test('a client cannot choose the document id', async () => {
  const db = visitor()
  const email = 'sam@example.com'
  const id = await waitlistEntryId(email)
  for (const chosen of [
    'admin',
    'a'.repeat(1400),
    id.toUpperCase(),
    await waitlistEntryId('x@y.io'),
  ]) {
    await assertFails(setDoc(doc(db, collections.entries, chosen), entry(email)))
  }
  await assertFails(addDoc(collection(db, collections.entries), entry(email)))
  expect(await storedEntries()).toEqual([])
})

test('one commit holds at most 20 signups (the rules engine allows 20 lookups per commit)', async () => {
  const db = visitor()
  const commit = async (size: number, label: string) => {
    const batch = writeBatch(db)
    for (let i = 0; i < size; i++) {
      const email = `${label}-${i}@example.com`
      batch.set(doc(db, collections.entries, await waitlistEntryId(email)), entry(email))
    }
    await batch.commit()
  }
  await assertSucceeds(commit(20, 'twenty'))
  await assertFails(commit(21, 'twenty-one'))
  await assertFails(commit(500, 'flood'))
  expect(await storedEntries()).toHaveLength(20)
})

test('a repeated signup cannot change the address, the status or add fields', async () => {
  await assertSucceeds(signUp(visitor(), 'sam@example.com'))
  const ref = doc(visitor(), collections.entries, await waitlistEntryId('sam@example.com'))
  await assertFails(setDoc(ref, entry('tom@example.com')))
  await assertFails(setDoc(ref, { ...entry('sam@example.com'), status: 'vip' }))
  await assertFails(setDoc(ref, { ...entry('sam@example.com'), name: 'sam' }))
  await assertFails(
    setDoc(ref, { ...entry('sam@example.com'), createdAt: Timestamp.fromDate(new Date(0)) }),
  )
  await assertFails(updateDoc(ref, { status: 'gone' }))
})

const badWrites: [string, Record<string, unknown>][] = [
  ['a missing email', { createdAt: serverTimestamp(), status: 'active' }],
  ['a missing createdAt', { email: 'sam@example.com', status: 'active' }],
  ['a missing status', { email: 'sam@example.com', createdAt: serverTimestamp() }],
  ['an extra key', { ...entry('sam@example.com'), name: 'sam' }],
  ['a status other than active', { ...entry('sam@example.com'), status: 'vip' }],
  [
    'a timestamp the client chose',
    { ...entry('sam@example.com'), createdAt: Timestamp.fromDate(new Date('2020-01-01')) },
  ],
  ['a createdAt that is a string', { ...entry('sam@example.com'), createdAt: '2025-01-01' }],
  ['an email that is not a string', { ...entry('sam@example.com'), email: 42 }],
]

for (const [name, data] of badWrites) {
  test(`a signup with ${name} is denied`, async () => {
    await assertFails(signUp(visitor(), 'sam@example.com', data))
  })
}

test('nobody can list the waitlist', async () => {
  await assertFails(getDocs(collection(visitor(), collections.entries)))
})

test('nobody can write to the commit-bound collection or anywhere else', async () => {
  const db = visitor()
  const id = await waitlistEntryId('sam@example.com')
  await assertFails(setDoc(doc(db, 'waitlist_commit_bound', id), {}))
  await assertFails(setDoc(doc(db, 'waitlist_ios', id), entry('sam@example.com')))
})

test('a signed-in user gets no more than a visitor', async () => {
  const signedIn = env.authenticatedContext('someone').firestore()
  await assertFails(getDocs(collection(signedIn, collections.entries)))
  await assertFails(addDoc(collection(signedIn, 'users'), { name: 'x' }))
})

test('no client, signed in or not, can set or change confirmedAt, the consent record or the rate-limit state', async () => {
  const email = 'consent@example.com'
  const id = await waitlistEntryId(email)
  const record = {
    email,
    confirmedAt: serverTimestamp(),
    consent: { version: '2026-11-24', words: 'anything', confirmedAt: serverTimestamp() },
    confirmation: { nonce: 'chosen', sentAt: serverTimestamp() },
  }
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'waitlist_records', id), {
      email,
      signedUpAt: Timestamp.now(),
    })
    await setDoc(doc(context.firestore(), 'waitlist_limits', 'confirmation-emails-2026-11-24T10'), {
      count: 5,
    })
  })
  for (const db of [visitor(), env.authenticatedContext('someone').firestore()]) {
    // Not on the entry itself, at signup or after.
    await assertFails(signUp(db, email, { ...entry(email), confirmedAt: serverTimestamp() }))
    await assertFails(signUp(db, email, { ...entry(email), consent: record.consent }))
    await assertSucceeds(signUp(db, email))
    await assertFails(
      updateDoc(doc(db, collections.entries, id), { confirmedAt: serverTimestamp() }),
    )
    // Nor in the server's record, the hourly counter or an announcement's recipients.
    await assertFails(setDoc(doc(db, 'waitlist_records', id), record))
    await assertFails(
      updateDoc(doc(db, 'waitlist_records', id), { confirmedAt: serverTimestamp() }),
    )
    await assertFails(deleteDoc(doc(db, 'waitlist_records', id)))
    await assertFails(getDoc(doc(db, 'waitlist_records', id)))
    await assertFails(
      setDoc(doc(db, 'waitlist_limits', 'confirmation-emails-2026-11-24T10'), { count: 0 }),
    )
    await assertFails(deleteDoc(doc(db, 'waitlist_limits', 'confirmation-emails-2026-11-24T10')))
    await assertFails(
      setDoc(doc(db, 'waitlist_announcements', 'c', 'recipients', id), { sentAt: null }),
    )
  }
})
