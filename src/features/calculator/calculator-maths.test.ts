import { describe, expect, test } from 'vitest'
import { ageRanges, screenTimeOptions } from '@/content/calculator'
import { calculateScreenTime, lifeGrid } from './calculator-maths'

// The spec's ranges written out again here, so a typo in the content module fails a test.
const specAges = [
  ['14-24', 14, 24],
  ['25-34', 25, 34],
  ['35-44', 35, 44],
  ['45-54', 45, 54],
  ['55-plus', 55, 64],
] as const
const specHours = [
  ['1-2', 1, 2],
  ['2-3', 2, 3],
  ['3-4', 3, 4],
  ['4-5', 4, 5],
  ['5-6', 5, 6],
  ['6-plus', 6, 8],
] as const
const lifeExpectancy = 80

const findAge = (id: string) => ageRanges.find((age) => age.id === id)!
const findHours = (id: string) => screenTimeOptions.find((option) => option.id === id)!

test('the content offers exactly the spec ranges, in order', () => {
  expect(ageRanges.map((a) => [a.id, a.minAge, a.maxAge])).toEqual(specAges)
  expect(screenTimeOptions.map((o) => [o.id, o.hoursMin, o.hoursMax])).toEqual(specHours)
})

describe('every one of the 30 combinations follows the spec formula', () => {
  const cases = specAges.flatMap(([ageId, minAge, maxAge]) =>
    specHours.map(([hoursId, hoursMin, hoursMax]) => {
      const average = (hoursMin + hoursMax) / 2
      const ageMidpoint = (minAge + maxAge) / 2
      return {
        ageId,
        hoursId,
        yearlyHours: Math.floor(average * 365),
        yearlyDays: Math.floor((average * 365) / 24),
        lifetimeYears: Math.floor((average * 365 * (lifeExpectancy - ageMidpoint)) / (24 * 365)),
      }
    }),
  )

  test('there are 30 of them', () => {
    expect(cases).toHaveLength(30)
  })

  test.each(cases)(
    '$ageId with $hoursId hours a day',
    ({ ageId, hoursId, yearlyHours, yearlyDays, lifetimeYears }) => {
      const result = calculateScreenTime(findAge(ageId), findHours(hoursId))
      expect(result).toMatchObject({ yearlyHours, yearlyDays, lifetimeYears })
    },
  )
})

describe('hand-checked examples', () => {
  test('25-34 with 3-4 hours: 1277 hours, 53 days, 7 years', () => {
    // 3.5 h × 365 = 1277.5; / 24 = 53.2; × (80 − 29.5) / 24 = 7.36
    expect(calculateScreenTime(findAge('25-34'), findHours('3-4'))).toEqual({
      averageHours: 3.5,
      ageMidpoint: 29.5,
      yearlyHours: 1277,
      yearlyDays: 53,
      lifetimeYears: 7,
    })
  })

  test('55+ counts as 55 to 64 and 6+ hours as 6 to 8: 2555 hours, 106 days, 5 years', () => {
    // 7 h × 365 = 2555; / 24 = 106.5; × (80 − 59.5) / 24 = 5.98
    expect(calculateScreenTime(findAge('55-plus'), findHours('6-plus'))).toEqual({
      averageHours: 7,
      ageMidpoint: 59.5,
      yearlyHours: 2555,
      yearlyDays: 106,
      lifetimeYears: 5,
    })
  })

  test('14-24 with 1-2 hours: 547 hours, 22 days, 3 years', () => {
    // 1.5 h × 365 = 547.5; / 24 = 22.8; × (80 − 19) / 24 = 3.81
    expect(calculateScreenTime(findAge('14-24'), findHours('1-2'))).toEqual({
      averageHours: 1.5,
      ageMidpoint: 19,
      yearlyHours: 547,
      yearlyDays: 22,
      lifetimeYears: 3,
    })
  })

  test('14-24 with 6+ hours is the largest share: 17 years', () => {
    // 7 h × (80 − 19) / 24 = 17.79
    expect(calculateScreenTime(findAge('14-24'), findHours('6-plus')).lifetimeYears).toBe(17)
  })
})

describe('the life grid', () => {
  const tally = (cells: string[]) =>
    cells.reduce<Record<string, number>>(
      (sum, cell) => ({ ...sum, [cell]: (sum[cell] ?? 0) + 1 }),
      {},
    )

  test('has a cell per year to 80: the years lived, then the rest with the phone share', () => {
    const cells = lifeGrid(29.5, 7)
    expect(cells).toHaveLength(80)
    expect(tally(cells)).toEqual({ lived: 29, ahead: 44, phone: 7 })
    expect(cells.slice(0, 29).every((cell) => cell === 'lived')).toBe(true)
  })

  test('spreads the phone years over the years ahead instead of bunching them', () => {
    const ahead = lifeGrid(59.5, 5).slice(59)
    const phoneYears = ahead.flatMap((cell, index) => (cell === 'phone' ? [index] : []))
    expect(phoneYears).toHaveLength(5)
    const gaps = phoneYears.slice(1).map((year, index) => year - phoneYears[index]!)
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1)
    expect(phoneYears.at(-1)).toBe(ahead.length - 1)
  })

  test('holds every combination: the phone share equals the lifetime years', () => {
    for (const age of ageRanges) {
      for (const hours of screenTimeOptions) {
        const result = calculateScreenTime(age, hours)
        const cells = lifeGrid(result.ageMidpoint, result.lifetimeYears)
        expect(tally(cells).phone).toBe(result.lifetimeYears)
        expect(tally(cells).lived).toBe(Math.floor(result.ageMidpoint))
      }
    }
  })
})
