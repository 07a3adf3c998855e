import { expect, test } from 'vitest'
import { formatGbp, formatList, formatMonth } from './format'

test('formats pence as pounds with two decimals', () => {
  expect(formatGbp(15314)).toBe('£153.14')
  expect(formatGbp(10000)).toBe('£100.00')
  expect(formatGbp(5)).toBe('£0.05')
  expect(formatGbp(123456789)).toBe('£1,234,567.89')
})

test('formats a month as its name and year', () => {
  expect(formatMonth('2025-06')).toBe('June 2025')
  expect(formatMonth('2025-05')).toBe('May 2025')
  expect(formatMonth('2026-01')).toBe('January 2026')
})

test('joins a list like a sentence', () => {
  expect(formatList(['short break', 'medium break', 'long break', 'all day'], 'disjunction')).toBe(
    'short break, medium break, long break or all day',
  )
  expect(formatList(['camera', 'location'], 'conjunction')).toBe('camera and location')
  expect(formatList(['camera'], 'conjunction')).toBe('camera')
  expect(formatList([], 'disjunction')).toBe('')
})

test('joins a list exactly as Intl.ListFormat does for en-GB', () => {
  for (const type of ['conjunction', 'disjunction'] as const) {
    for (const items of [['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']]) {
      expect(formatList(items, type)).toBe(
        new Intl.ListFormat('en-GB', { style: 'long', type }).format(items),
      )
    }
  }
})
