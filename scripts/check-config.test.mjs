import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const realLooking = {
  VITE_SITE_ORIGIN: 'https://touchgrass.app',
  VITE_APP_STORE_URL: 'https://apps.apple.com/app/touch-grass/id6478123456',
  VITE_APP_STORE_ID: '6478123456',
  VITE_FIREBASE_API_KEY: 'AIzaSyB-1a2b3c4d5e6f7g8h9i0jklmnopqrstu',
  VITE_FIREBASE_AUTH_DOMAIN: 'touch-grass-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'touch-grass-prod',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abcdef0123456789',
  VITE_APP_CHECK_SITE_KEY: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  VITE_CONTACT_PRESS_RECIPIENT: 'press@touchgrass.app',
  VITE_CONTACT_SUPPORT_RECIPIENT: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  VITE_CONTACT_FORM_ORIGIN: 'https://formsubmit.co',
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

/** Runs a script in an empty directory (no .env files but `files`) with only the given settings. */
function runScript(script, settings, files = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'check-config-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(cwd, path, '..'), { recursive: true })
    writeFileSync(join(cwd, path), text)
  }
  return spawnSync('node', [join(process.cwd(), 'scripts', script)], {
    cwd,
    env: { PATH: process.env.PATH, ...settings },
    encoding: 'utf8',
  })
}

test('refuses the placeholder configuration with one line per setting', () => {
  const result = runScript('check-config.mjs', placeholders)
  expect(result.status).toBe(1)
  expect(result.stderr.split('\n')).toEqual([
    'deploy refused: 10 settings still have placeholders (set them in .env; see .env.example):',
    `  - VITE_APP_STORE_ID: "0000000000"; set the app's numeric App Store id`,
    '  - VITE_APP_STORE_URL: "https://apps.apple.com/app/touch-grass/id0000000000"; set the App Store page of id0000000000, or every badge links nowhere',
    "  - VITE_FIREBASE_API_KEY: not set; copy it from the Firebase console's web app config",
    "  - VITE_FIREBASE_AUTH_DOMAIN: not set; copy it from the Firebase console's web app config",
    '  - VITE_FIREBASE_PROJECT_ID: "demo-touch-grass" is a demo value that can never reach a real project',
    '  - VITE_FIREBASE_APP_ID: not set; copy it from the Firebase console',
    '  - VITE_APP_CHECK_SITE_KEY: not set; without App Check anyone can script signups (docs/decisions/089-app-check.md)',
    '  - VITE_CONTACT_PRESS_RECIPIENT: "press@touchgrass.invalid" is a placeholder; every media and investor message would be lost',
    '  - VITE_CONTACT_SUPPORT_RECIPIENT: "support@touchgrass.invalid" is a placeholder; every support and other message would be lost',
    '  - CMS_GITHUB_CLIENT_ID: not set in functions/.env.demo-touch-grass; copy the client id of the GitHub OAuth app, or nobody can sign in to /admin',
    '',
  ])
})

test('accepts a real-looking configuration', () => {
  const result = runScript('check-config.mjs', realLooking)
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
})

test('reads the sign-in’s client id where the functions read it, functions/.env.<project id>', () => {
  const { CMS_GITHUB_CLIENT_ID: clientId, ...siteOnly } = realLooking
  const file = `functions/.env.${realLooking.VITE_FIREBASE_PROJECT_ID}`
  expect(
    runScript('check-config.mjs', siteOnly, { [file]: `CMS_GITHUB_CLIENT_ID=${clientId}\n` })
      .status,
  ).toBe(0)
  const elsewhere = runScript('check-config.mjs', siteOnly, {
    'functions/.env.other': `CMS_GITHUB_CLIENT_ID=${clientId}\n`,
  })
  expect(elsewhere.stderr).toContain(`CMS_GITHUB_CLIENT_ID: not set in ${file}`)
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
  ['CMS_GITHUB_CLIENT_ID', 'your-client-id', 'is not a GitHub client id'],
  [
    'CMS_GITHUB_CLIENT_SECRET',
    'a-secret',
    'remove it and set it with `npx firebase functions:secrets:set',
  ],
  ['CMS_TEST_LOCAL_BACKEND', '1', 'the editor would look for decap-server'],
])('refuses %s=%j', (key, value, message) => {
  const result = runScript('check-config.mjs', { ...realLooking, [key]: value })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('deploy refused: 1 setting still has a placeholder')
  expect(result.stderr).toContain(`  - ${key}: `)
  expect(result.stderr).toContain(message)
})

test('npm run deploy stops at the check, before building anything', () => {
  const result = spawnSync('node', ['scripts/deploy.mjs'], {
    env: { PATH: process.env.PATH, ...placeholders },
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('deploy refused: 10 settings still have placeholders')
  expect(result.stdout).not.toContain('vite build')
})
