// @vitest-environment node
// The dry run's plan, the functions' own declarations it reads, and the functions' lockfile.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { regionForFirestoreLocation } from './lib/deploy-config.mjs'
import { deployPlan, rewriteRegions, withRewriteRegion } from './lib/deploy-plan.mjs'
import { functionsManifest } from './lib/functions-manifest.mjs'

// Unset, the database's location is nam5, so the functions run in us-central1.
const region = 'us-central1'

const manifest = await functionsManifest()
// A UK owner's database in London: the functions loaded as firebase-tools loads them there.
const london = await functionsManifest({ FIRESTORE_LOCATION: 'europe-west2' })
const source = readdirSync('functions/src')
  .filter((name) => name.endsWith('.js') && !name.endsWith('.test.js'))
  .map((name) => readFileSync(join('functions/src', name), 'utf8'))
  .join('\n')
const declared = (kind) =>
  [...source.matchAll(new RegExp(`define${kind}\\('(\\w+)'`, 'g'))].map((match) => match[1]).sort()

describe('the functions, as they declare themselves', () => {
  test('every parameter and secret defined in functions/src is found', () => {
    const names = (type) =>
      manifest.params
        .filter((param) => param.type === type)
        .map((param) => param.name)
        .sort()
    expect(names('string')).toEqual(declared('String'))
    expect(names('int')).toEqual(declared('Int'))
    expect(names('secret')).toEqual(declared('Secret'))
    expect(declared('Secret')).toEqual([
      'CMS_GITHUB_CLIENT_SECRET',
      'WAITLIST_LINK_SECRET',
      'WAITLIST_SMTP_URL',
    ])
  })

  test('every function runs in the region the one setting decides, and Hosting rewrites to it there', () => {
    const exported = [...source.matchAll(/export const (\w+) = on\w+\(/g)].map((m) => m[1])
    expect(manifest.functions.map((fn) => fn.name).sort()).toEqual(exported.sort())
    for (const fn of manifest.functions) expect(fn.region, fn.name).toEqual([region])
    for (const fn of london.functions) expect(fn.region, fn.name).toEqual(['europe-west2'])
    // firebase.json names no region: the build writes the one the setting decides.
    const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'))
    expect(rewriteRegions(firebaseJson)).toEqual([])
    const shipped = withRewriteRegion(firebaseJson.hosting, 'europe-west2')
    const toFunctions = shipped.rewrites.filter((rewrite) => rewrite.function)
    expect(toFunctions.length).toBeGreaterThan(0)
    expect(rewriteRegions({ hosting: shipped })).toEqual(toFunctions.map(() => 'europe-west2'))
    for (const rewrite of toFunctions)
      expect(manifest.functions.map((fn) => fn.name)).toContain(rewrite.function.functionId)
  })

  test("the region follows firebase-tools' table for the database's location", () => {
    expect(regionForFirestoreLocation('nam5')).toBe('us-central1')
    expect(regionForFirestoreLocation('EUR3')).toBe('europe-west1')
    expect(regionForFirestoreLocation('europe-west2')).toBe('europe-west2')
  })
})

test('functions/package-lock.json installs exactly functions/package.json, on its own', () => {
  const pkg = JSON.parse(readFileSync('functions/package.json', 'utf8'))
  const lock = JSON.parse(readFileSync('functions/package-lock.json', 'utf8'))
  expect(lock.name).toBe(pkg.name)
  expect(lock.packages[''].dependencies).toEqual(pkg.dependencies)
  expect(lock.packages[''].engines).toEqual(pkg.engines)
  for (const [name, version] of Object.entries(pkg.dependencies)) {
    expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version)
  }
  // Generated for the functions alone: no path reaches outside functions/ (no workspace links).
  expect(Object.keys(lock.packages).filter((path) => path.startsWith('..'))).toEqual([])
})

// A built dist/ in miniature, shaped as postbuild writes it, and a functions source with the
// files an owner's clone has: the emulator's .env.local and .secret.local hold real passwords.
const dist = mkdtempSync(join(tmpdir(), 'deploy-plan-'))
mkdirSync(join(dist, 'client', 'assets'), { recursive: true })
writeFileSync(join(dist, 'client', 'index.html'), '<!doctype html><title>hi</title>')
writeFileSync(join(dist, 'client', 'assets', 'app-abc123.js'), 'console.log(1)')
writeFileSync(join(dist, 'client', '.well-hidden'), 'never uploaded')
writeFileSync(join(dist, 'client', 'notes.local'), 'never uploaded')
cpSync('firestore.rules', join(dist, 'firestore.rules'))
const functionsSource = join(dist, 'functions')
mkdirSync(join(functionsSource, 'src'), { recursive: true })
cpSync('functions/package.json', join(functionsSource, 'package.json'))
writeFileSync(join(functionsSource, 'src', 'index.js'), '')
writeFileSync(join(functionsSource, '.env.touch-grass-prod'), 'FIRESTORE_LOCATION=nam5\n')
writeFileSync(join(functionsSource, '.env.local'), 'WAITLIST_SMTP_URL=smtp://me:hunter2@host\n')
writeFileSync(join(functionsSource, '.secret.local'), 'WAITLIST_LINK_SECRET=hunter2\n')
writeFileSync(join(functionsSource, 'src', 'notes.local'), 'hunter2')
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'))
writeFileSync(
  join(dist, 'firebase.json'),
  JSON.stringify({
    firestore: { rules: 'firestore.rules' },
    functions: { ...firebaseJson.functions, source: 'functions' },
    hosting: { ...withRewriteRegion(firebaseJson.hosting, region), public: 'client' },
  }),
)
const context = {
  project: 'touch-grass-prod',
  functionsEnvFile: 'functions/.env.touch-grass-prod',
  functionsEnv: {
    WAITLIST_SENDER: 'touch grass <hello@touchgrass.app>',
    CMS_GITHUB_CLIENT_ID: '3f9c2b7e1a4d8c6f0b5e9a2d7c4f1e8b3a6d9c0f',
  },
  functions: manifest,
}
const plan = (await deployPlan(context, dist)).join('\n')

describe('the dry run plan', () => {
  test('lists every file Hosting would upload, and none it ignores', () => {
    expect(plan).toContain('hosting: 2 files')
    expect(plan).toMatch(/^ {2}index\.html {2}0\.0 kB$/m)
    expect(plan).toMatch(/^ {2}assets\/app-abc123\.js /m)
    expect(plan).not.toContain('.well-hidden')
    expect(plan).not.toContain('notes.local')
  })

  test("uploads no .local file with the functions: the emulator's settings and secrets stay home", () => {
    expect(plan).toMatch(
      /^functions: .*\(3 files: \.env\.touch-grass-prod, package\.json, src\/index\.js\)$/m,
    )
    expect(plan).not.toMatch(/\.env\.local|\.secret\.local|notes\.local|hunter2/)
  })

  test('prints the rules', () => {
    for (const line of readFileSync('firestore.rules', 'utf8').trimEnd().split('\n'))
      expect(plan).toContain(`  | ${line}`)
  })

  test('prints each function with its runtime, region, trigger and secrets', () => {
    expect(plan).toContain(
      `functions: ${manifest.functions.length} to deploy, runtime ${firebaseJson.functions.runtime}`,
    )
    expect(plan).toContain('src/index.js')
    expect(plan).not.toMatch(/node_modules/)
    for (const fn of manifest.functions) {
      expect(plan).toMatch(new RegExp(`^  ${fn.name}: region ${region}, .+`, 'm'))
    }
    expect(plan).toMatch(
      /waitlistSignup: .*document\.v1\.written on \w+\/\{entryId\}, secrets WAITLIST_LINK_SECRET, WAITLIST_SMTP_URL/,
    )
    expect(plan).toMatch(/waitlistCleanup: .*schedule "every day 03:00"$/m)
  })

  test('prints each parameter with its value or default, and each secret by name', () => {
    expect(plan).toContain('parameters (functions/.env.touch-grass-prod):')
    expect(plan).toContain('    WAITLIST_SENDER (string) = "touch grass <hello@touchgrass.app>"')
    expect(plan).toContain('    SITE_ORIGIN (string) = not set')
    // A secret pasted into a parameter is refused by check:config, and never printed.
    expect(plan).toContain(
      '    CMS_GITHUB_CLIENT_ID (string) = the value (not shown: it looks like a secret)',
    )
    expect(plan).toContain('    WAITLIST_HOURLY_EMAIL_CAP (int) = 200 (default)')
    expect(plan).toMatch(
      /secrets \(Cloud Secret Manager.*\n {4}WAITLIST_LINK_SECRET\n {4}WAITLIST_SMTP_URL/,
    )
  })

  test('prints where Hosting sends each function path, in the region the setting decides', () => {
    expect(plan).toContain('  hosting rewrites to them:')
    expect(plan).toContain(`    /api/waitlist/confirm -> waitlistConfirm (${region})`)
  })
})
