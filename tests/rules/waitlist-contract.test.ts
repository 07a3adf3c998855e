// firestore.rules cannot import the waitlist's contract, so this reads the rules file and checks
// it names the same collections and the same entry shape.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { activeStatus, collections, entryFields } from 'touch-grass-functions/waitlist-contract'

const rules = readFileSync('firestore.rules', 'utf8')
const matched = [...rules.matchAll(/match \/(\w+)\/\{(\w+)(=\*\*)?\}/g)].map((m) => m[1])

test('the rules match every collection of the contract, and no other waitlist collection', () => {
  const waitlistMatches = matched.filter((name) => name?.startsWith('waitlist_'))
  expect(waitlistMatches.sort()).toEqual(
    Object.values(collections)
      .filter((name) => name.startsWith('waitlist_'))
      .sort(),
  )
})

test('visitors may write only the entries; every other waitlist collection is closed', () => {
  const block = (name: string) =>
    new RegExp(`match /${name}/\\{[^}]+\\} \\{([^}]*)\\}`).exec(rules)?.[1] ?? ''
  expect(block(collections.entries)).toMatch(/allow create: if isEntry/)
  for (const [key, name] of Object.entries(collections)) {
    if (key === 'entries') continue
    expect(block(name).trim(), name).toBe('allow read, write: if false;')
  }
})

test("the rules' entry has exactly the contract's fields and status", () => {
  const fieldList = `[${entryFields.map((field) => `'${field}'`).join(', ')}]`
  expect(rules).toContain(`entry.keys().hasOnly(${fieldList})`)
  expect(rules).toContain(`entry.keys().hasAll(${fieldList})`)
  expect(rules).toContain(`entry.status == '${activeStatus}'`)
})
