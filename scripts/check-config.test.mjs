// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { expect, test, vi } from 'vitest'
import { configProblems } from './lib/deploy-config.mjs'
import { rewriteRegions } from './lib/deploy-plan.mjs'
import { functionsManifest } from './lib/functions-manifest.mjs'

// Each test starts Node and loads the functions' definitions: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const realLooking = {
  VITE_SITE_ORIGIN: 'https://touchgrass.app',
  VITE_APP_STORE_URL: 'https://apps.apple.com/app/touch-grass/id6478123456',
  VITE_APP_STORE_ID: '6478123456',
  VITE_FIREBASE_API_KEY: 'AIzaSyB-1a2b3c4d5e6f7g8h9i0jklmnopqrstu',
  VITE_FIREBASE_AUTH_DOMAIN: 'touch-grass-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'touch-grass-prod',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abcdef0123456789',
  VITE_APP_CHECK_SITE_KEY: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_',
  VITE_CONTACT_PRESS_RECIPIENT: 'press@touchgrass.app',
  VITE_CONTACT_SUPPORT_RECIPIENT: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  VITE_CONTACT_FORM_ORIGIN: 'https://formsubmit.co',
  CMS_GITHUB_REPO: 'touch-grass/touch-grass-site',
  FIRESTORE_LOCATION: 'nam5',
}

/** functions/.env.<project>: the functions' parameters (functions/src/index.js). */
const realFunctionsEnv = {
  WAITLIST_SENDER: 'touch grass <hello@touchgrass.app>',
  SITE_ORIGIN: 'https://touchgrass.app',
  CMS_GITHUB_CLIENT_ID: 'Ov23liAbCdEfGh012345',
}

/** The .env.example values: what a fresh checkout builds with. */
const placeholders = {
  VITE_SITE_ORIGIN: 'https://touchgrass.app',
  VITE_APP_STORE_URL: 'https://apps.apple.com/app/touch-grass/id0000000000',
  VITE_APP_STORE_ID: '0000000000',
  VITE_FIREBASE_PROJECT_ID: 'demo-touch-grass',
  VITE_CONTACT_PRESS_RECIPIENT: 'press@touchgrass.invalid',
  VITE_CONTACT_SUPPORT_RECIPIENT: 'support@touchgrass.invalid',
}

/**
 * Runs a script in an empty directory with only the given settings, and the functions'
 * parameters in its functions/.env.<project>.
 */
function runScript(script, settings, functionsEnv = realFunctionsEnv, args = []) {
  const cwd = mkdtempSync(join(tmpdir(), 'check-config-'))
  mkdirSync(join(cwd, 'functions'))
  writeFileSync(
    join(cwd, 'functions', `.env.${settings.VITE_FIREBASE_PROJECT_ID}`),
    Object.entries(functionsEnv)
      .map(([key, value]) => `${key}="${value}"\n`)
      .join(''),
  )
  return spawnSync('node', [join(process.cwd(), 'scripts', script), ...args], {
    cwd,
    env: { PATH: process.env.PATH, ...settings },
    encoding: 'utf8',
  })
}

test('refuses the placeholder configuration with one line per setting', () => {
  const result = runScript('check-config.mjs', placeholders)
  expect(result.status).toBe(1)
  expect(result.stderr.split('\n')).toEqual([
    'deploy refused: 11 settings still have placeholders (set them in .env and functions/.env.demo-touch-grass; see .env.example and docs/launch.md):',
    `  - VITE_APP_STORE_ID: "0000000000"; set the app's numeric App Store id`,
    '  - VITE_APP_STORE_URL: "https://apps.apple.com/app/touch-grass/id0000000000"; set the App Store page of id0000000000, or every badge links nowhere',
    "  - VITE_FIREBASE_API_KEY: not set; copy it from the Firebase console's web app config",
    "  - VITE_FIREBASE_AUTH_DOMAIN: not set; copy it from the Firebase console's web app config",
    '  - VITE_FIREBASE_PROJECT_ID: "demo-touch-grass" is a demo value that can never reach a real project',
    '  - VITE_FIREBASE_APP_ID: not set; copy it from the Firebase console',
    '  - VITE_APP_CHECK_SITE_KEY: not set; without App Check anyone can script signups (docs/decisions/089-app-check.md)',
    '  - VITE_CONTACT_PRESS_RECIPIENT: "press@touchgrass.invalid" is a placeholder; every media and investor message would be lost',
    '  - VITE_CONTACT_SUPPORT_RECIPIENT: "support@touchgrass.invalid" is a placeholder; every support and other message would be lost',
    '  - CMS_GITHUB_REPO: not set; set the repository the editor commits to, as owner/name',
    '  - FIRESTORE_LOCATION: not set; set the Firestore database\'s location (console, Firestore, "Location": nam5, eur3, europe-west2...)',
    '',
  ])
})

test('accepts a real-looking configuration', () => {
  const result = runScript('check-config.mjs', realLooking)
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
})

test.each([
  ['VITE_SITE_ORIGIN', 'http://localhost:4173', '"http://localhost:4173" is not an https URL'],
  ['VITE_SITE_ORIGIN', 'https://staging.example.com', 'is a local or placeholder address'],
  ['VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080', 'would write to a local emulator'],
  ['VITE_FIREBASE_API_KEY', 'demo-api-key', 'is a demo value'],
  ['VITE_FIREBASE_APP_ID', '1:000000000000:web:0000000000000000', 'is the placeholder'],
  ['VITE_APP_STORE_URL', 'https://apps.apple.com/app/touch-grass/id1', 'set the App Store page'],
  ['VITE_CONTACT_SUPPORT_RECIPIENT', 'help@example.com', 'is a placeholder'],
  ['VITE_APP_CHECK_SITE_KEY', '', 'not set; without App Check'],
  ['VITE_CONTACT_FORM_ORIGIN', 'http://127.0.0.1:4180', 'is a local stand-in'],
  [
    'CMS_GITHUB_CLIENT_SECRET',
    'a-secret',
    'remove it and set it with `npx firebase functions:secrets:set',
  ],
  ['CMS_TEST_LOCAL_BACKEND', '1', 'the editor would look for decap-server'],
])('refuses %s=%j', (key, value, message) => {
  // The functions' SITE_ORIGIN must equal the site's, so a wrong origin is wrong in both.
  const functionsEnv =
    key === 'VITE_SITE_ORIGIN' ? { ...realFunctionsEnv, SITE_ORIGIN: value } : realFunctionsEnv
  const result = runScript('check-config.mjs', { ...realLooking, [key]: value }, functionsEnv)
  expect(result.status).toBe(1)
  expect(result.stderr).toContain(
    key === 'VITE_SITE_ORIGIN'
      ? 'deploy refused: 2 settings still have placeholders'
      : 'deploy refused: 1 setting still has a placeholder',
  )
  expect(result.stderr).toContain(`  - ${key}: `)
  expect(result.stderr).toContain(message)
})

test('npm run deploy stops at the check, before building anything', () => {
  const result = spawnSync('node', ['scripts/deploy.mjs'], {
    env: { PATH: process.env.PATH, ...placeholders },
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toMatch(/^deploy refused: \d+ settings still have placeholders/)
  expect(result.stdout).not.toContain('vite build')
})

// The same checks without starting Node for each case.
const context = {
  functionsEnvFile: 'functions/.env.touch-grass-prod',
  functions: await functionsManifest(),
  rewriteRegions: rewriteRegions(JSON.parse(readFileSync('firebase.json', 'utf8'))),
}
const problemsOf = (env, functionsEnv = realFunctionsEnv) =>
  configProblems({ ...context, env, functionsEnv })
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('the same checks accept the real-looking configuration', () => {
  expect(problemsOf(realLooking)).toEqual([])
})

test.each([
  ['VITE_FIREBASE_API_KEY', 'x', 'is not a Firebase API key'],
  ['VITE_FIREBASE_API_KEY', 'AIzaSyB-cut-short', 'is not a Firebase API key'],
  ['VITE_FIREBASE_APP_ID', 'x', 'is not a web app id'],
  ['VITE_FIREBASE_PROJECT_ID', 'x', 'is not a project id'],
  ['VITE_FIREBASE_AUTH_DOMAIN', 'x', 'is not a domain'],
  ['VITE_APP_CHECK_SITE_KEY', 'x', 'is not a reCAPTCHA site key'],
  ['VITE_CONTACT_PRESS_RECIPIENT', 'x', 'is a placeholder'],
  ['CMS_GITHUB_REPO', 'x', 'set the repository the editor commits to'],
  ['CMS_GITHUB_REPO', '', 'not set'],
  ['FIRESTORE_LOCATION', '', 'not set'],
  ['FIRESTORE_LOCATION', 'eur3', '"eur3" needs the functions in europe-west1'],
])('refuses %s=%j, a value that cannot be real', (key, value, message) => {
  const problems = problemsOf({ ...realLooking, [key]: value })
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(new RegExp(`^${key}: .*${escape(message)}`))
})

test.each([
  ['WAITLIST_SENDER', 'x', 'is a placeholder'],
  ['WAITLIST_SENDER', 'hello@touchgrass.app', 'is not a name and a real address'],
  ['WAITLIST_SENDER', 'touch grass <hello@example.com>', 'is not a name and a real address'],
  ['SITE_ORIGIN', 'https://other.app', 'differs from VITE_SITE_ORIGIN'],
  ['SITE_ORIGIN', undefined, 'not set in functions/.env.touch-grass-prod'],
  ['CMS_GITHUB_CLIENT_ID', 'your-client-id', 'is not a GitHub client id'],
  ['CMS_GITHUB_CLIENT_ID', undefined, 'not set in functions/.env.touch-grass-prod'],
])("refuses the functions' parameter %s=%j", (key, value, message) => {
  const functionsEnv = { ...realFunctionsEnv, [key]: value }
  if (value === undefined) delete functionsEnv[key]
  const problems = problemsOf(realLooking, functionsEnv)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(new RegExp(`^${key}: .*${escape(message)}`))
})

test('names every setting it checked, one line each, secrets included', () => {
  const result = runScript('check-config.mjs', realLooking)
  const lines = result.stdout.split('\n')
  for (const key of [...Object.keys(realLooking), ...Object.keys(realFunctionsEnv)])
    expect(lines.filter((line) => line.startsWith(`  ok  ${key} (`))).toHaveLength(1)
  expect(result.stdout).toContain(
    '  ok  WAITLIST_HOURLY_EMAIL_CAP (functions/.env.touch-grass-prod)',
  )
  expect(result.stdout).toContain('  ok  WAITLIST_LINK_SECRET (Secret Manager, not readable here)')
  expect(result.stdout).toContain('  ok  WAITLIST_SMTP_URL (Secret Manager, not readable here)')
})

test('npm run deploy -- --dry-run with one placeholder left names it and stops before building', () => {
  const result = runScript(
    'deploy.mjs',
    { ...realLooking, VITE_CONTACT_SUPPORT_RECIPIENT: 'support@touchgrass.invalid' },
    realFunctionsEnv,
    ['--dry-run'],
  )
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('deploy refused: 1 setting still has a placeholder')
  expect(result.stderr).toContain(
    '  - VITE_CONTACT_SUPPORT_RECIPIENT: "support@touchgrass.invalid"',
  )
  expect(result.stdout).not.toContain('vite build')
})
