// @vitest-environment node
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

test('takes the press page company facts as a year, a place and a YYYY-MM month', () => {
  const env = parseEnv({
    VITE_COMPANY_FOUNDED: '2024',
    VITE_COMPANY_BASED_IN: 'Bristol, UK',
    VITE_APP_LAUNCH_MONTH: '2025-03',
  })
  expect(env).toMatchObject({
    VITE_COMPANY_FOUNDED: '2024',
    VITE_COMPANY_BASED_IN: 'Bristol, UK',
    VITE_APP_LAUNCH_MONTH: '2025-03',
  })
})

test('names a malformed founding year or launch month', () => {
  expect(() =>
    parseEnv({ VITE_COMPANY_FOUNDED: '25', VITE_APP_LAUNCH_MONTH: 'February 2025' }),
  ).toThrow(/VITE_COMPANY_FOUNDED: must be a year[\s\S]*VITE_APP_LAUNCH_MONTH: must be a month/)
})
