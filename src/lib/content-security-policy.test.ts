// @vitest-environment node
import { expect, test } from 'vitest'
import { cspDirectives } from './content-security-policy'

const production = {
  VITE_FIRESTORE_EMULATOR_HOST: '',
  VITE_VIDEO_URL: '/media/demo.mp4',
  VITE_CONTACT_FORM_ORIGIN: 'https://formsubmit.co',
}

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

test('upgrades insecure requests in production, but not in a build that talks to local http stand-ins', () => {
  expect(cspDirectives(production)).toHaveProperty('upgrade-insecure-requests', [])
  const withEmulator = { ...production, VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181' }
  const withLocalForm = { ...production, VITE_CONTACT_FORM_ORIGIN: 'http://127.0.0.1:4180' }
  expect(cspDirectives(withEmulator)).not.toHaveProperty('upgrade-insecure-requests')
  expect(cspDirectives(withLocalForm)).not.toHaveProperty('upgrade-insecure-requests')
})

test('lets the contact form reach only the configured form origin', () => {
  const local = cspDirectives({ ...production, VITE_CONTACT_FORM_ORIGIN: 'http://127.0.0.1:4180' })
  expect(local['form-action']).toEqual(["'self'", 'http://127.0.0.1:4180'])
  expect(local['connect-src']).toContain('http://127.0.0.1:4180')
  expect(local['connect-src']).not.toContain('https://formsubmit.co')
})

test('allows reCAPTCHA and the App Check exchange only when App Check is configured', () => {
  expect(cspDirectives(production)['frame-src']).toBeUndefined()
  const withAppCheck = cspDirectives({ ...production, VITE_APP_CHECK_SITE_KEY: '6Lc_site-key' })
  expect(withAppCheck['script-src']).toContain('https://www.google.com/recaptcha/')
  expect(withAppCheck['frame-src']).toEqual([
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ])
  expect(withAppCheck['connect-src']).toContain('https://content-firebaseappcheck.googleapis.com')
})
