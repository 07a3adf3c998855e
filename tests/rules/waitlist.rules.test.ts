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
} from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { emailMaxLength, waitlistCollection } from '../../src/features/waitlist/email-pattern'

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
const valid = () => ({ email: 'sam@example.com', createdAt: serverTimestamp(), status: 'active' })

async function seedEntry() {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), waitlistCollection, 'existing'), {
      email: 'old@example.com',
      createdAt: Timestamp.now(),
      status: 'active',
    })
  })
}

test('a visitor can join the waitlist with an email, a server timestamp and status active', async () => {
  const ref = await assertSucceeds(addDoc(collection(visitor(), waitlistCollection), valid()))
  let stored: Record<string, unknown> | undefined
  await env.withSecurityRulesDisabled(async (context) => {
    stored = (await getDoc(doc(context.firestore(), waitlistCollection, ref.id))).data()
  })
  expect(stored?.email).toBe('sam@example.com')
  expect(stored?.status).toBe('active')
  expect(stored?.createdAt).toBeInstanceOf(Timestamp)
})

test(`an email of exactly ${emailMaxLength} characters is accepted`, async () => {
  const email = `${'a'.repeat(emailMaxLength - '@example.com'.length)}@example.com`
  expect(email).toHaveLength(emailMaxLength)
  await assertSucceeds(addDoc(collection(visitor(), waitlistCollection), { ...valid(), email }))
})

const badWrites: [string, Record<string, unknown>][] = [
  ['a missing email', { createdAt: serverTimestamp(), status: 'active' }],
  ['a missing createdAt', { email: 'sam@example.com', status: 'active' }],
  ['a missing status', { email: 'sam@example.com', createdAt: serverTimestamp() }],
  ['an extra key', { ...valid(), name: 'sam' }],
  ['a status other than active', { ...valid(), status: 'vip' }],
  [
    'a timestamp the client chose',
    { ...valid(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) },
  ],
  ['a createdAt that is a string', { ...valid(), createdAt: '2025-01-01T00:00:00Z' }],
  ['an email that is not a string', { ...valid(), email: 42 }],
  [
    'an email longer than 254 characters',
    { ...valid(), email: `${'a'.repeat(emailMaxLength - '@example.com'.length + 1)}@example.com` },
  ],
  ['an email with a space', { ...valid(), email: 'sam smith@example.com' }],
  ['an email without an @', { ...valid(), email: 'sam.example.com' }],
  ['an email without a dot in the domain', { ...valid(), email: 'sam@example' }],
  ['an email with two @', { ...valid(), email: 'sam@@example.com' }],
  ['an empty email', { ...valid(), email: '' }],
]

for (const [name, data] of badWrites) {
  test(`a signup with ${name} is denied`, async () => {
    await assertFails(addDoc(collection(visitor(), waitlistCollection), data))
  })
}

test('nobody can read a signup', async () => {
  await seedEntry()
  await assertFails(getDoc(doc(visitor(), waitlistCollection, 'existing')))
})

test('nobody can list the waitlist', async () => {
  await assertFails(getDocs(collection(visitor(), waitlistCollection)))
})

test('nobody can change a signup', async () => {
  await seedEntry()
  await assertFails(updateDoc(doc(visitor(), waitlistCollection, 'existing'), { status: 'active' }))
})

test('nobody can overwrite a signup with set', async () => {
  await seedEntry()
  await assertFails(setDoc(doc(visitor(), waitlistCollection, 'existing'), valid()))
})

test('nobody can delete a signup', async () => {
  await seedEntry()
  await assertFails(deleteDoc(doc(visitor(), waitlistCollection, 'existing')))
})

test('a signup-shaped write to another collection is denied', async () => {
  await assertFails(addDoc(collection(visitor(), 'waitlist_ios'), valid()))
})

test('a signed-in user gets no more than a visitor', async () => {
  const signedIn = env.authenticatedContext('someone').firestore()
  await assertFails(getDocs(collection(signedIn, waitlistCollection)))
  await assertFails(addDoc(collection(signedIn, 'users'), { name: 'x' }))
})
