import { expect, test } from 'vitest'
import { parseEnv } from './env.schema'

test('defaults to a demo Firebase project so nothing can reach a real one', () => {
  expect(parseEnv({}).VITE_FIREBASE_PROJECT_ID).toMatch(/^demo-/)
})

test('treats empty variables as unset', () => {
  expect(parseEnv({ VITE_SITE_ORIGIN: '' }).VITE_SITE_ORIGIN).toBe('https://touchgrass.app')
})

test('lists every malformed variable in one readable error', () => {
  expect(() =>
    parseEnv({ VITE_SITE_ORIGIN: 'not a url', VITE_FIRESTORE_EMULATOR_HOST: 'localhost' }),
  ).toThrow(/VITE_SITE_ORIGIN[\s\S]*VITE_FIRESTORE_EMULATOR_HOST: must be host:port/)
})
