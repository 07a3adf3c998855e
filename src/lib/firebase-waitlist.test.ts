import { collections } from 'touch-grass-functions/waitlist-contract'
import { beforeEach, expect, test, vi } from 'vitest'

const calls: string[] = []
const env = vi.hoisted(() => ({
  appCheckEnv: { siteKey: '' },
  firebaseEnv: { firestoreEmulatorHost: '' },
}))

vi.mock('./env', () => env)
vi.mock('./firebase', () => ({ firebaseApp: () => ({ name: 'app' }) }))
vi.mock('firebase/app-check', () => ({
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {}
  },
  initializeAppCheck: (_app: unknown, options: { provider: { siteKey: string } }) => {
    calls.push(`initializeAppCheck ${options.provider.siteKey}`)
    return {}
  },
  getToken: async () => {
    calls.push('getToken')
    return { token: 'token' }
  },
}))
vi.mock('firebase/firestore/lite', () => ({
  connectFirestoreEmulator: () => calls.push('connectFirestoreEmulator'),
  doc: (_db: unknown, collection: string, id: string) => `${collection}/${id}`,
  getFirestore: () => ({}),
  serverTimestamp: () => 'serverTimestamp',
  setDoc: async (path: string, data: { email: string }) => {
    calls.push(`setDoc ${path} ${data.email}`)
  },
  setLogLevel: () => {},
}))

beforeEach(() => {
  calls.length = 0
  vi.resetModules()
  env.appCheckEnv.siteKey = ''
  env.firebaseEnv.firestoreEmulatorHost = ''
  globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = undefined
})

async function signUp(email: string) {
  const { addWaitlistEntry } = await import('./firebase-waitlist')
  await addWaitlistEntry(email)
}

test('writes the entry under the SHA-256 of the address', async () => {
  await signUp('sam@example.com')
  expect(calls).toEqual([
    // echo -n sam@example.com | sha256sum
    `setDoc ${collections.entries}/cd25a6171969f2a3c6e35c7667e3908ef1bd2424241db04411a0eec454ca6c16 sam@example.com`,
  ])
})

test('with a site key, fetches a reCAPTCHA Enterprise App Check token before the write', async () => {
  env.appCheckEnv.siteKey = '6Lc-site-key'
  await signUp('sam@example.com')
  await signUp('tom@example.com')
  expect(calls.map((call) => call.split(' ')[0])).toEqual([
    'initializeAppCheck',
    'getToken',
    'setDoc',
    'getToken',
    'setDoc',
  ])
  expect(calls[0]).toBe('initializeAppCheck 6Lc-site-key')
  expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined()
})

test('with a site key and the emulator, uses the debug provider', async () => {
  env.appCheckEnv.siteKey = '6Lc-site-key'
  env.firebaseEnv.firestoreEmulatorHost = '127.0.0.1:8080'
  await signUp('sam@example.com')
  expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe(true)
  expect(calls.indexOf('getToken')).toBeLessThan(calls.findIndex((c) => c.startsWith('setDoc')))
})
