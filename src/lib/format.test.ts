// @vitest-environment node
import { expect, test } from 'vitest'
import { formatCount, formatFileSize, formatGbp, formatList, formatMonth } from './format'

test('formats pence as pounds with two decimals', () => {
  expect(formatGbp(15314)).toBe('£153.14')
  expect(formatGbp(10000)).toBe('£100.00')
  expect(formatGbp(5)).toBe('£0.05')
  expect(formatGbp(123456789)).toBe('£1,234,567.89')
})

test('formats pence exactly as Intl.NumberFormat does for en-GB pounds', () => {
  const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
  for (const pence of [
    0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 100_001, 12_345_678, -5, -1234_56,
  ]) {
    expect(formatGbp(pence)).toBe(gbp.format(pence / 100))
  }
})

test('formats a whole number exactly as Intl.NumberFormat does for en-GB', () => {
  const number = new Intl.NumberFormat('en-GB')
  for (const count of [
    0, 1, 12, 123, 999, 1000, 1001, 9_125, 12_345, 100_000, 999_999, 1_000_000, -1234,
  ]) {
    expect(formatCount(count)).toBe(number.format(count))
  }
})

test('refuses fractions rather than rounding them silently', () => {
  expect(() => formatCount(1.5)).toThrow(RangeError)
  expect(() => formatGbp(10.5)).toThrow(RangeError)
})

test('formats a month as its name and year', () => {
  expect(formatMonth('2025-06')).toBe('June 2025')
  expect(formatMonth('2025-05')).toBe('May 2025')
  expect(formatMonth('2026-01')).toBe('January 2026')
})

test('formats every month exactly as Intl.DateTimeFormat does for en-GB', () => {
  const monthYear = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  for (const year of [1999, 2025, 2026]) {
    for (let month = 1; month <= 12; month++) {
      const text = `${year}-${String(month).padStart(2, '0')}`
      expect(formatMonth(text)).toBe(monthYear.format(new Date(`${text}-01T00:00:00Z`)))
    }
  }
})

test('refuses anything but a YYYY-MM month', () => {
  for (const text of ['2025-13', '2025-00', '2025-6', 'June 2025', '']) {
    expect(() => formatMonth(text)).toThrow(RangeError)
  }
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

test('states file sizes in decimal kilobytes and megabytes, never as zero', () => {
  expect(formatFileSize(1)).toBe('1 kB')
  expect(formatFileSize(725)).toBe('1 kB')
  expect(formatFileSize(52_855)).toBe('53 kB')
  expect(formatFileSize(999_499)).toBe('999 kB')
  expect(formatFileSize(999_500)).toBe('1.0 MB')
  expect(formatFileSize(1_300_603)).toBe('1.3 MB')
  expect(() => formatFileSize(-1)).toThrow(RangeError)
})
