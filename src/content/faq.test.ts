import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { FaqGroupFile } from './content.schema'
import { plainText } from './rich-text'
import { faqGroups } from './faq-groups'

// What /faq shows follows content/faq/: a group added, removed or reordered there is followed
// here, never refused.
const groupFiles = readdirSync('content/faq')
  .filter((name) => name.endsWith('.yml'))
  .map((name) => parse(readFileSync(`content/faq/${name}`, 'utf8')) as FaqGroupFile)
  .sort((a, b) => a.position - b.position)

test('shows every group in content/faq, in the order of their positions', () => {
  expect(faqGroups.map((group) => group.title)).toEqual(groupFiles.map((file) => file.title))
})

test('shows every question of each group, in the file’s order', () => {
  expect(faqGroups.map((group) => group.items.map((item) => item.question))).toEqual(
    groupFiles.map((file) => file.questions.map((question) => question.question)),
  )
})

test('every id on the page is unique and safe in a URL fragment', () => {
  const ids = faqGroups.flatMap((group) => [group.id, ...group.items.map((item) => item.id)])
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
})

test('answers quote the spec’s numbers from product facts', () => {
  const text = faqGroups
    .flatMap((group) => group.items.flatMap((item) => item.answer.map(plainText)))
    .join('\n')
  expect(text).toContain('iOS 17 or later')
  expect(text).toContain('blocking for up to 2 apps')
  expect(text).toContain('7-day free trial')
  expect(text).toContain('at least 24 hours before')
  expect(text).toContain('1 free skip credit every month')
  expect(text).toContain('50% of the profit from paid skips')
  expect(text).toContain('short break, medium break, long break or all day')
})
