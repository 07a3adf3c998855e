// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { describe, expect, test } from 'vitest'
import { envSchema } from '../src/lib/env.schema.ts'
import { configProblems } from './lib/deploy-config.mjs'
import { rewriteRegions } from './lib/deploy-plan.mjs'
import { functionsManifest } from './lib/functions-manifest.mjs'

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
  VITE_COMPANY_FOUNDED: '2025',
}

/**
 * functions/.env.<project>: the database's location (the functions' region follows it) and the
 * functions' parameters (functions/src/index.js).
 */
const realFunctionsEnv = {
  FIRESTORE_LOCATION: 'nam5',
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

/** A .env file's text, one `KEY="value"` line each. */
const envFile = (values) =>
  Object.entries(values)
    .map(([key, value]) => `${key}="${value}"\n`)
    .join('')

/**
 * Runs a script in an empty directory with only the given settings (in the environment, or in
 * `files`: path -> text), and the functions' settings in its functions/.env.<project> (an object,
 * or the file's text).
 */
function runScript(script, settings, functionsEnv = realFunctionsEnv, args = [], files = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'check-config-'))
  mkdirSync(join(cwd, 'functions'))
  const project = settings.VITE_FIREBASE_PROJECT_ID ?? realLooking.VITE_FIREBASE_PROJECT_ID
  writeFileSync(
    join(cwd, 'functions', `.env.${project}`),
    typeof functionsEnv === 'string' ? functionsEnv : envFile(functionsEnv),
  )
  for (const [path, text] of Object.entries(files)) writeFileSync(join(cwd, path), text)
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
    'deploy refused: 10 settings are missing or wrong (set them in .env.deploy and functions/.env.demo-touch-grass; see .env.example and docs/launch.md):',
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
    '',
  ])
})

test('accepts a real-looking configuration', () => {
  const result = runScript('check-config.mjs', realLooking)
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
})

test('npm run deploy stops at the check, before building anything', () => {
  const result = spawnSync('node', ['scripts/deploy.mjs'], {
    env: { PATH: process.env.PATH, ...placeholders },
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toMatch(/^deploy refused: \d+ settings are missing or wrong/)
  expect(result.stdout).not.toContain('vite build')
})

test('a preview is refused before anything runs unless PREVIEW_PROJECT names a project that is not the live one', () => {
  for (const project of [undefined, realLooking.VITE_FIREBASE_PROJECT_ID]) {
    const result = spawnSync('node', ['scripts/deploy.mjs', '--preview', 'pr-1'], {
      env: {
        PATH: process.env.PATH,
        ...realLooking,
        ...(project ? { PREVIEW_PROJECT: project } : {}),
      },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('set PREVIEW_PROJECT to it, never to the live project')
    expect(result.stdout).not.toContain('check:config')
  }
})

// The same checks without starting Node for each case (the functions loaded once per location).
const manifests = {
  nam5: await functionsManifest({ FIRESTORE_LOCATION: 'nam5' }),
  eur3: await functionsManifest({ FIRESTORE_LOCATION: 'eur3' }),
  'europe-west2': await functionsManifest({ FIRESTORE_LOCATION: 'europe-west2' }),
}
const context = {
  functionsEnvFile: 'functions/.env.touch-grass-prod',
  rewriteRegions: rewriteRegions(JSON.parse(readFileSync('firebase.json', 'utf8'))),
}
const problemsOf = (env, functionsEnv = realFunctionsEnv, more = {}) =>
  configProblems({
    ...context,
    functions: manifests[functionsEnv.FIRESTORE_LOCATION] ?? manifests.nam5,
    env,
    functionsEnv,
    ...more,
  })
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
  [
    'FIRESTORE_LOCATION',
    undefined,
    "not set; set the Firestore database's location in functions/.env.touch-grass-prod",
  ],
  ['FIRESTORE_LOCATION', 'Europe', '"Europe"; set the Firestore database\'s location'],
])("refuses the functions' parameter %s=%j", (key, value, message) => {
  const functionsEnv = { ...realFunctionsEnv, [key]: value }
  if (value === undefined) delete functionsEnv[key]
  const problems = problemsOf(realLooking, functionsEnv)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(new RegExp(`^${key}: .*${escape(message)}`))
})

test('a space inside the quotes of functions/.env.<project> is refused: firebase-tools keeps it and every email link would break', () => {
  const result = runScript('check-config.mjs', realLooking, {
    ...realFunctionsEnv,
    SITE_ORIGIN: 'https://touchgrass.app ',
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain(
    'SITE_ORIGIN: "https://touchgrass.app " starts or ends with a space',
  )
})

test('names every setting it checked, one line each, secrets included', () => {
  const result = runScript('check-config.mjs', realLooking)
  const lines = result.stdout.split('\n')
  const buildSettings = Object.keys(envSchema.shape)
  for (const key of [...buildSettings, ...Object.keys(realFunctionsEnv)])
    expect(
      lines.filter((line) => line.startsWith(`  ok  ${key} (`)),
      key,
    ).toHaveLength(1)
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
  expect(result.stderr).toContain('deploy refused: 1 setting is missing or wrong')
  expect(result.stderr).toContain(
    '  - VITE_CONTACT_SUPPORT_RECIPIENT: "support@touchgrass.invalid"',
  )
  expect(result.stdout).not.toContain('vite build')
})

// The region is one setting: the database's location. The functions and the rewrites follow it,
// wherever the owner's database is.
describe.each(['nam5', 'eur3', 'europe-west2'])('a database in %s', (location) => {
  const functionsEnv = { ...realFunctionsEnv, FIRESTORE_LOCATION: location }
  const region = { nam5: 'us-central1', eur3: 'europe-west1' }[location] ?? location

  test('check:config accepts the real-looking configuration, naming the location ok', () => {
    const result = runScript('check-config.mjs', realLooking, functionsEnv)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('  ok  FIRESTORE_LOCATION (functions/.env.touch-grass-prod)')
  })

  test(`every function deploys to ${region}`, () => {
    expect(manifests[location].regions).toEqual(new Set([region]))
    expect(problemsOf(realLooking, functionsEnv)).toEqual([])
  })

  test('a region written by hand into firebase.json that disagrees is refused', () => {
    const elsewhere = region === 'us-central1' ? 'europe-west1' : 'us-central1'
    const problems = problemsOf(realLooking, functionsEnv, { rewriteRegions: [elsewhere] })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(
      `FIRESTORE_LOCATION: "${location}" needs the functions in ${region}`,
    )
  })
})

test('the location in the site settings, where the functions never see it, is refused', () => {
  const problems = problemsOf({ ...realLooking, FIRESTORE_LOCATION: 'eur3' })
  expect(problems).toEqual([
    'FIRESTORE_LOCATION: is also in .env or the environment, where the functions never see it; keep it only in functions/.env.touch-grass-prod',
  ])
})

// Real-looking wrong settings, each refused with what it would break. `functions`: the setting is
// one of the functions' (functions/.env.<project>), otherwise the site's.
const secret = {
  githubClientSecret: '3f9c2b7e1a4d8c6f0b5e9a2d7c4f1e8b3a6d9c0f',
  smtpUrl: 'smtps://postmaster%40touchgrass.app:hunter2-Xq9@smtp.mailgun.org:465',
  linkSecret: 'q5Zl0bM1m7x9cT4Q+2vJ8rW6yB3nK0pE/aF1dG7hS2U=',
}
test.each(
  [
    [
      'VITE_SITE_ORIGIN',
      'https://touchgrass.app/',
      'is not an origin: write https://touchgrass.app',
    ],
    [
      'VITE_SITE_ORIGIN',
      'https://touchgrass.app/en',
      'is not an origin: write https://touchgrass.app',
    ],
    [
      'functions',
      'SITE_ORIGIN',
      'https://touchgrass.app/',
      'is not an origin: write https://touchgrass.app',
    ],
    // Quoted, as the runbook writes them: firebase-tools and Vite keep the space.
    ['functions', 'SITE_ORIGIN', 'https://touchgrass.app ', 'starts or ends with a space'],
    ['VITE_SITE_ORIGIN', ' https://touchgrass.app', 'starts or ends with a space'],
    ['VITE_SITE_ORIGIN', 'http://localhost:4173', '"http://localhost:4173" is not an https URL'],
    ['VITE_SITE_ORIGIN', 'https://staging.example.com', 'is a local or placeholder address'],
    ['VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080', 'would write to a local emulator'],
    ['VITE_FIREBASE_API_KEY', 'demo-api-key', 'is a demo value'],
    ['VITE_FIREBASE_APP_ID', '1:000000000000:web:0000000000000000', 'is the placeholder'],
    ['VITE_APP_STORE_URL', 'https://apps.apple.com/app/touch-grass/id1', 'is the page of id1'],
    ['VITE_CONTACT_SUPPORT_RECIPIENT', 'help@example.com', 'is a placeholder'],
    ['VITE_APP_CHECK_SITE_KEY', '', 'not set; without App Check'],
    ['VITE_CONTACT_FORM_ORIGIN', 'http://127.0.0.1:4180', 'is a local stand-in'],
    [
      'CMS_GITHUB_CLIENT_SECRET',
      'a-secret',
      'remove it and set it with `npx firebase functions:secrets:set',
    ],
    ['CMS_TEST_LOCAL_BACKEND', '1', 'the editor would look for decap-server'],
    ['VITE_FIREBASE_MEASUREMENT_ID', 'TODO', 'is a placeholder'],
    ['VITE_FIREBASE_MEASUREMENT_ID', 'G-abc', 'is not a measurement id'],
    ['VITE_VIDEO_URL', 'http://cdn.touchgrass.app/demo.mp4', 'is not an https URL'],
    ['VITE_COMPANY_FOUNDED', '2999', 'a year still to come'],
    // A shape the build itself refuses, said in the build's own words (src/lib/env.schema.ts).
    ['VITE_COMPANY_FOUNDED', '25', 'must be a year, e.g. 2025'],
    ['VITE_APP_LAUNCH_MONTH', 'Feb 2025', 'must be a month as YYYY-MM'],
    ['VITE_APP_LAUNCH_MONTH', '2999-01', 'a month still to come'],
    ['VITE_APP_LAUNCH_MONTH', '2024-06', 'is before the company was founded'],
    ['CMS_GITHUB_BRANCH', 'TODO: main', 'is a placeholder'],
    // A typo: no such branch here (or, on GitHub, not the branch being deployed).
    ['CMS_GITHUB_BRANCH', 'mian', '"mian"'],
    [
      'functions',
      'WAITLIST_SENDER',
      'touch grass <hello@touchgrass.app> ',
      'starts or ends with a space',
    ],
    ['functions', 'WAITLIST_HOURLY_EMAIL_CAP', '0000', '"0000" would send nothing'],
    ['functions', 'WAITLIST_HOURLY_EMAIL_CAP', '2000000', "past any provider's limit"],
    [
      'VITE_APP_STORE_URL',
      'javascript:alert(document.cookie)//id6478123456',
      'is not an https link to apps.apple.com',
    ],
    [
      'VITE_APP_STORE_URL',
      'http://apps.apple.com/app/touch-grass/id6478123456',
      'is not an https link to apps.apple.com',
    ],
    [
      'VITE_APP_STORE_URL',
      'https://touchgrass.app/download/id6478123456',
      'is not an https link to apps.apple.com',
    ],
    [
      'VITE_APP_STORE_URL',
      'https://apps.apple.com/app/touch-grass/id64781234567',
      'is the page of id64781234567, but VITE_APP_STORE_ID is "6478123456"',
    ],
    ['VITE_CONTACT_FORM_ORIGIN', 'http://formsubmit.co', 'is not an https URL'],
    [
      'VITE_CONTACT_FORM_ORIGIN',
      'https://formsubmit.co/',
      'is not an origin: write https://formsubmit.co',
    ],
    [
      'VITE_FIREBASE_AUTH_DOMAIN',
      'touch-grass-staging.firebaseapp.com',
      'is not touch-grass-prod.firebaseapp.com',
    ],
    ['CMS_GITHUB_REPO', 'touch-grass/touch-grass-site.git', 'ends in .git'],
    [
      'functions',
      'WAITLIST_SENDER',
      'touch grass <hello@touchgrass.app>\nBcc: all@elsewhere.app',
      'contains a line break',
    ],
    [
      'VITE_CONTACT_PRESS_RECIPIENT',
      'press@touchgrass.app\r\nbcc@elsewhere.app',
      'contains a line break',
    ],
    [
      'functions',
      'CMS_GITHUB_CLIENT_ID',
      secret.githubClientSecret,
      'looks like a password, key or token (not shown)',
    ],
    [
      'VITE_CONTACT_SUPPORT_RECIPIENT',
      secret.githubClientSecret,
      'looks like a password, key or token (not shown)',
    ],
    [
      'functions',
      'WAITLIST_SENDER',
      secret.smtpUrl,
      'looks like a password, key or token (not shown)',
    ],
    [
      'VITE_APP_CHECK_SITE_KEY',
      secret.linkSecret,
      'looks like a password, key or token (not shown)',
    ],
  ].map((row) => (row.length === 3 ? ['site', ...row] : row)),
)('refuses the %s setting %s=%j', (where, key, value, message) => {
  const env = where === 'site' ? { ...realLooking, [key]: value } : realLooking
  const functionsEnv =
    where === 'functions' ? { ...realFunctionsEnv, [key]: value } : { ...realFunctionsEnv }
  // The functions' SITE_ORIGIN must equal the site's, so a wrong origin is wrong in both.
  if (key === 'VITE_SITE_ORIGIN') functionsEnv.SITE_ORIGIN = value
  const problems = problemsOf(env, functionsEnv)
  expect(problems).toHaveLength(key === 'VITE_SITE_ORIGIN' ? 2 : 1)
  expect(problems[0]).toMatch(new RegExp(`^${key}: .*${escape(message)}`))
  for (const each of Object.values(secret)) expect(problems[0]).not.toContain(each)
})

test.each([
  ['a cap of 50', {}, { WAITLIST_HOURLY_EMAIL_CAP: '50' }],
  ['the site as the sign-in domain', { VITE_FIREBASE_AUTH_DOMAIN: 'touchgrass.app' }, {}],
  [
    'an App Store link with a country and a query',
    {
      VITE_APP_STORE_URL: 'https://apps.apple.com/gb/app/touch-grass/id6478123456?platform=iphone',
    },
    {},
  ],
  ['a FormSubmit alias', { VITE_CONTACT_PRESS_RECIPIENT: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }, {}],
  ['a measurement id', { VITE_FIREBASE_MEASUREMENT_ID: 'G-AB12CD34EF' }, {}],
])('accepts %s', (_, site, functions) => {
  expect(problemsOf({ ...realLooking, ...site }, { ...realFunctionsEnv, ...functions })).toEqual([])
})

test('never prints a secret pasted into a setting, on either stream', () => {
  const result = runScript(
    'check-config.mjs',
    { ...realLooking, VITE_CONTACT_SUPPORT_RECIPIENT: secret.githubClientSecret },
    {
      ...realFunctionsEnv,
      WAITLIST_SENDER: secret.smtpUrl,
      CMS_GITHUB_CLIENT_ID: secret.linkSecret,
    },
  )
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('deploy refused: 3 settings are missing or wrong')
  const output = result.stdout + result.stderr
  for (const part of [secret.githubClientSecret, 'hunter2', secret.linkSecret.slice(0, 12)])
    expect(output).not.toContain(part)
})

// functions/.env.<project> as `firebase deploy` reads it (firebase-tools' own parser), not as
// another parser would.
const lines = (...text) => text.join('\n') + '\n'
const sender = 'WAITLIST_SENDER="touch grass <hello@touchgrass.app>"'
const clientId = 'CMS_GITHUB_CLIENT_ID=Ov23liAbCdEfGh012345'
test.each([
  [
    'a byte-order mark and a leading tab, which firebase-tools reads',
    lines(
      '\uFEFFFIRESTORE_LOCATION=nam5',
      `\t${sender}`,
      'SITE_ORIGIN=https://touchgrass.app',
      clientId,
    ),
    [],
  ],
  [
    'backticks, which firebase-tools keeps in the value',
    lines('FIRESTORE_LOCATION=nam5', sender, 'SITE_ORIGIN=`https://touchgrass.app`', clientId),
    ['SITE_ORIGIN: "`https://touchgrass.app`" is not an https URL'],
  ],
  [
    'a KEY: value line, which firebase-tools cannot read',
    lines('FIRESTORE_LOCATION=nam5', sender, 'SITE_ORIGIN: https://touchgrass.app', clientId),
    [
      'SITE_ORIGIN: not set in functions/.env.touch-grass-prod (https://… of the site, no slash)',
      'functions/.env.touch-grass-prod: firebase-tools cannot read line 3 (write each setting as KEY=value), so the deploy would stop',
    ],
  ],
  [
    'a key Cloud Functions reserves',
    lines(
      'FIRESTORE_LOCATION=nam5',
      sender,
      'SITE_ORIGIN=https://touchgrass.app',
      clientId,
      'PORT=8080',
    ),
    [
      'functions/.env.touch-grass-prod: PORT is a name Cloud Functions reserves for itself (firebase-tools refuses the file); rename or remove it',
    ],
  ],
  [
    'a secret on a line firebase-tools cannot read',
    lines(
      'FIRESTORE_LOCATION=nam5',
      sender,
      'SITE_ORIGIN=https://touchgrass.app',
      clientId,
      `WAITLIST_SMTP_URL: ${secret.smtpUrl}`,
    ),
    [
      'functions/.env.touch-grass-prod: firebase-tools cannot read line 5 (write each setting as KEY=value), so the deploy would stop',
    ],
  ],
])('reads functions/.env.<project> as firebase-tools does: %s', (_, text, problems) => {
  const result = runScript('check-config.mjs', realLooking, text)
  const refused = result.stderr
    .split('\n')
    .filter((line) => line.startsWith('  - '))
    .map((line) => line.slice(4))
  expect(refused).toEqual(problems)
  expect(result.status).toBe(problems.length ? 1 : 0)
  expect(result.stdout + result.stderr).not.toContain('hunter2')
})

test("prints ok for each setting that is set while later steps' settings are still missing", () => {
  const firstStep = Object.fromEntries(
    Object.entries(realLooking).filter(([key]) => /^VITE_(FIREBASE|SITE)_/.test(key)),
  )
  const result = runScript('check-config.mjs', firstStep, {
    FIRESTORE_LOCATION: 'europe-west2',
    WAITLIST_SENDER: realFunctionsEnv.WAITLIST_SENDER,
    SITE_ORIGIN: realFunctionsEnv.SITE_ORIGIN,
  })
  expect(result.status).toBe(1)
  for (const key of [
    ...Object.keys(firstStep),
    'FIRESTORE_LOCATION',
    'WAITLIST_SENDER',
    'SITE_ORIGIN',
  ])
    expect(result.stdout, key).toMatch(new RegExp(`^  ok  ${key} \\(`, 'm'))
  expect(result.stdout).toMatch(/^ {2}no {2}VITE_APP_CHECK_SITE_KEY \(\.env\.deploy\): not set/m)
  expect(result.stdout).toMatch(
    /^ {2}no {2}CMS_GITHUB_CLIENT_ID \(functions\/\.env\.touch-grass-prod\): not set/m,
  )
})

test('the production settings live in .env.deploy, which check:config reads and no vite command does', () => {
  const result = runScript('check-config.mjs', {}, realFunctionsEnv, [], {
    '.env.deploy': envFile(realLooking),
  })
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
  // `npm run dev` (development) and every build, the tests' included (production), read none of it.
  const dir = mkdtempSync(join(tmpdir(), 'deploy-env-'))
  writeFileSync(join(dir, '.env.deploy'), envFile(realLooking))
  for (const mode of ['development', 'production'])
    expect(loadEnv(mode, dir, 'VITE_').VITE_APP_CHECK_SITE_KEY, mode).not.toBe(
      realLooking.VITE_APP_CHECK_SITE_KEY,
    )
})
