import { expect, test } from 'vitest'
import { cspDirectives } from './content-security-policy'

const production = { VITE_FIRESTORE_EMULATOR_HOST: '', VITE_VIDEO_URL: '/media/demo.mp4' }

test('never lets scripts run inline or from eval', () => {
  const scriptSources = cspDirectives(production)['script-src']
  expect(scriptSources).toEqual(["'self'", 'https://www.googletagmanager.com'])
})

test('allows Firestore, Firebase Analytics, the Google tag and FormSubmit to be called', () => {
  expect(cspDirectives(production)['connect-src']).toEqual([
    "'self'",
    'https://firestore.googleapis.com',
    'https://firebase.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://formsubmit.co',
  ])
  expect(cspDirectives(production)['form-action']).toEqual(["'self'", 'https://formsubmit.co'])
})

test('allows the Firestore emulator only in a build pointed at it', () => {
  const productionBuild = cspDirectives(production)['connect-src']
  const testBuild = cspDirectives({ ...production, VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181' })
  expect(productionBuild?.some((source) => source.startsWith('http:'))).toBe(false)
  expect(testBuild['connect-src']).toContain('http://127.0.0.1:8181')
})

test('allows the video host only when the video is served from elsewhere', () => {
  expect(cspDirectives(production)['media-src']).toEqual(["'self'"])
  const hosted = cspDirectives({ ...production, VITE_VIDEO_URL: 'https://cdn.example.com/v/a.mp4' })
  expect(hosted['media-src']).toEqual(["'self'", 'https://cdn.example.com'])
})

test('cannot be framed and loads no plugins', () => {
  const directives = cspDirectives(production)
  expect(directives['frame-ancestors']).toEqual(["'none'"])
  expect(directives['object-src']).toEqual(["'none'"])
  expect(directives['base-uri']).toEqual(["'self'"])
})
