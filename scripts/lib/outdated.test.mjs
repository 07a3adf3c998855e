// @vitest-environment node
import { expect, test } from 'vitest'
import holdsFile from './dependency-holds.json' with { type: 'json' }
import { directDependencies, outdatedProblems, readNpmOutdated } from './outdated.mjs'

// `npm outdated --json` as npm prints it: one object per package, an array when the site and
// the functions both depend on it, `dependent` naming the folder of the package.json.
const entry = (current, latest, dependent = 'site') => ({
  current,
  wanted: current,
  latest,
  dependent,
  location: `/repo/node_modules/x`,
})
const direct = { site: ['eslint', 'firebase', 'vite', 'zod'], functions: ['nodemailer'] }
const holds = {
  eslint: {
    why: 'a plugin refuses 10',
    checked: '2026-11-28',
    latest: 10,
    lookAgain: '2027-02-28',
  },
}
const today = new Date('2026-12-01T12:00:00Z')

test('a major behind with a hold that has not run out passes; patches and minors are not the check’s', () => {
  const outdated = {
    eslint: entry('9.39.5', '10.15.0'),
    vite: entry('8.3.8', '8.4.0'),
    // A latest tag behind the pinned version (a backport release) is not behind.
    zod: entry('4.6.7', '3.25.0'),
  }
  expect(outdatedProblems(outdated, direct, today, holds)).toEqual([])
})

test('a major behind without a hold is one line: the package, both versions, what to do', () => {
  const outdated = { eslint: entry('9.39.5', '10.15.0'), firebase: entry('12.19.0', '13.2.0') }
  expect(outdatedProblems(outdated, direct, today, holds)).toEqual([
    'firebase 12.19.0 is behind 13.2.0, a new major: upgrade it in a commit of its own, or write why it waits in scripts/lib/dependency-holds.json (decision 182).',
  ])
})

test('the functions’ own dependencies are named as theirs', () => {
  const outdated = {
    eslint: entry('9.39.5', '10.0.0'),
    nodemailer: entry('7.0.9', '10.6.1', 'functions'),
  }
  expect(outdatedProblems(outdated, direct, today, holds)).toEqual([
    expect.stringMatching(/^nodemailer \(functions\) 7\.0\.9 is behind 10\.6\.1, a new major: /),
  ])
})

test('a hold runs out on its look-again date', () => {
  const outdated = { eslint: entry('9.39.5', '10.15.0') }
  expect(outdatedProblems(outdated, direct, new Date('2027-02-28T00:00:00Z'), holds)).toEqual([
    'eslint 9.39.5 is held behind 10.15.0 until 2027-02-28 (a plugin refuses 10): try 10 again, then upgrade or renew the hold in scripts/lib/dependency-holds.json.',
  ])
})

test('a hold does not cover a newer major than the one it was checked against', () => {
  const outdated = { eslint: entry('9.39.5', '11.0.0') }
  expect(outdatedProblems(outdated, direct, today, holds)).toEqual([
    'eslint 9.39.5: 11.0.0 is out, newer than the 10 its hold was checked against on 2026-11-28: try it, then upgrade or renew the hold in scripts/lib/dependency-holds.json.',
  ])
})

test('a hold on a package that caught up is named, so no reason outlives its package', () => {
  expect(outdatedProblems({}, direct, today, holds)).toEqual([
    'eslint is no longer a major behind: remove its hold from scripts/lib/dependency-holds.json.',
  ])
})

test('a package only another package depends on is not a direct dependency', () => {
  const outdated = {
    eslint: entry('9.39.5', '10.0.0'),
    'firebase-admin': [entry('13.9.0', '14.5.1', 'firebase-functions')],
  }
  expect(outdatedProblems(outdated, direct, today, holds)).toEqual([])
})

test('an unreachable registry is told apart from an answer', () => {
  const refused = JSON.stringify({
    error: { code: 'ECONNREFUSED', summary: 'request to https://registry.npmjs.org/x failed' },
  })
  expect(readNpmOutdated(refused)).toEqual({
    unreachable: 'ECONNREFUSED: request to https://registry.npmjs.org/x failed',
  })
  expect(readNpmOutdated('', 'npm error code ENOTFOUND\nmore')).toEqual({
    unreachable: 'npm outdated printed no JSON: npm error code ENOTFOUND',
  })
  expect(readNpmOutdated('{}')).toEqual({ outdated: {} })
  const outdated = { vite: entry('8.3.8', '8.4.0') }
  expect(readNpmOutdated(JSON.stringify(outdated))).toEqual({ outdated })
})

test('every committed hold names a direct dependency, why, when it was checked and until when', () => {
  const names = Object.values(directDependencies()).flat()
  for (const [name, hold] of Object.entries(holdsFile.holds)) {
    expect(names, name).toContain(name)
    expect(hold.why.length, name).toBeGreaterThan(10)
    expect(Number.isInteger(hold.latest), name).toBe(true)
    expect(hold.checked < hold.lookAgain, name).toBe(true)
    for (const date of [hold.checked, hold.lookAgain]) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), name).toBe(date)
    }
  }
})
