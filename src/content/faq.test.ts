import { expect, test } from 'vitest'
import { plainText } from './rich-text'
import { faqGroups } from './faq-groups'

test('has the five groups of the spec, in order', () => {
  expect(faqGroups.map((group) => group.title)).toEqual([
    'technical requirements',
    'grass detection',
    'subscriptions',
    'skip feature',
    'privacy',
  ])
})

test('every group answers at least three questions', () => {
  for (const group of faqGroups) {
    expect(group.items.length, group.title).toBeGreaterThanOrEqual(3)
    for (const item of group.items) {
      expect(item.answer.map(plainText).join('').length, item.id).toBeGreaterThan(40)
    }
  }
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
