// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { emailCases } from '../../tests/fixtures/emails'
import {
  emailPatternSource,
  forbiddenCharacterRulesSource,
  isValidEmail,
  normaliseEmail,
} from './email-address'

/** What a visitor's input becomes, or null when it is refused. */
function judge(input: string) {
  const email = normaliseEmail(input)
  return isValidEmail(email) ? email : null
}

test('the shared table holds at least 40 addresses, each described once', () => {
  expect(emailCases.length).toBeGreaterThanOrEqual(40)
  expect(new Set(emailCases.map((c) => c.why)).size).toBe(emailCases.length)
})

for (const { why, input, stored } of emailCases) {
  test(`${stored ? 'accepts' : 'refuses'} ${why}: ${JSON.stringify(input)}`, () => {
    expect(judge(input)).toBe(stored ?? null)
  })
}

test('an address that is not normalised is not valid as it stands', () => {
  expect(isValidEmail('Sam@example.com')).toBe(false)
  expect(isValidEmail(' sam@example.com')).toBe(false)
})

test('firestore.rules holds the same patterns, in RE2 form', () => {
  const rules = readFileSync('firestore.rules', 'utf8')
  // Rules string literals unescape backslashes as JSON does; copy these lines if this fails.
  expect(rules).toContain(`emailPattern = ${JSON.stringify(emailPatternSource)}`)
  expect(rules).toContain(`forbiddenCharacter = ${JSON.stringify(forbiddenCharacterRulesSource)}`)
})
