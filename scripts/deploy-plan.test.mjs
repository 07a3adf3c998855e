// @vitest-environment node
// The dry run's plan, the functions' own declarations it reads, and the functions' lockfile.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'
import { regionForFirestoreLocation } from './lib/deploy-config.mjs'
import { deployPlan, rewriteRegions } from './lib/deploy-plan.mjs'
import { functionsManifest } from './lib/functions-manifest.mjs'
import { region } from '../functions/src/region.js'

const manifest = await functionsManifest()
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

  test('every function runs in the one configured region, and Hosting rewrites to it there', () => {
    const exported = [...source.matchAll(/export const (\w+) = on\w+\(/g)].map((m) => m[1])
    expect(manifest.functions.map((fn) => fn.name).sort()).toEqual(exported.sort())
    for (const fn of manifest.functions) expect(fn.region, fn.name).toEqual([region])
    const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'))
    expect(rewriteRegions(firebaseJson).length).toBeGreaterThan(0)
    expect(new Set(rewriteRegions(firebaseJson))).toEqual(new Set([region]))
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

// A built dist/ in miniature, shaped as postbuild writes it.
const dist = mkdtempSync(join(tmpdir(), 'deploy-plan-'))
mkdirSync(join(dist, 'client', 'assets'), { recursive: true })
writeFileSync(join(dist, 'client', 'index.html'), '<!doctype html><title>hi</title>')
writeFileSync(join(dist, 'client', 'assets', 'app-abc123.js'), 'console.log(1)')
writeFileSync(join(dist, 'client', '.well-hidden'), 'never uploaded')
cpSync('firestore.rules', join(dist, 'firestore.rules'))
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'))
writeFileSync(
  join(dist, 'firebase.json'),
  JSON.stringify({
    firestore: { rules: 'firestore.rules' },
    functions: { ...firebaseJson.functions, source: relative(dist, 'functions') },
    hosting: { ...firebaseJson.hosting, public: 'client' },
  }),
)
const context = {
  project: 'touch-grass-prod',
  functionsEnvFile: 'functions/.env.touch-grass-prod',
  functionsEnv: { WAITLIST_SENDER: 'touch grass <hello@touchgrass.app>' },
  functions: manifest,
}
const plan = (await deployPlan(context, dist)).join('\n')

describe('the dry run plan', () => {
  test('lists every file Hosting would upload, and none it ignores', () => {
    expect(plan).toContain('hosting: 2 files')
    expect(plan).toMatch(/^ {2}index\.html {2}0\.0 kB$/m)
    expect(plan).toMatch(/^ {2}assets\/app-abc123\.js /m)
    expect(plan).not.toContain('.well-hidden')
  })

  test('prints the rules', () => {
    for (const line of readFileSync('firestore.rules', 'utf8').trimEnd().split('\n'))
      expect(plan).toContain(`  | ${line}`)
  })

  test('prints each function with its runtime, region, trigger and secrets', () => {
    expect(plan).toContain(`functions: runtime ${firebaseJson.functions.runtime}`)
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
    expect(plan).toContain('    WAITLIST_HOURLY_EMAIL_CAP (int) = 200 (default)')
    expect(plan).toMatch(
      /secrets \(Cloud Secret Manager.*\n {4}WAITLIST_LINK_SECRET\n {4}WAITLIST_SMTP_URL/,
    )
  })
})
