import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { formatGbp, formatMonth } from '@/lib/format'
import {
  donationProblems,
  donations,
  totalDonatedPence,
  totalLandSquareMetres,
  validateDonations,
  type Donation,
} from './donations'

const valid: Donation = {
  date: '2025-07',
  amountPence: 12_34,
  organization: 'a UK rewilding charity',
  description: 'a third square',
  imageUrl: '/images/rewilding/2025-07-land-square.svg',
  imageAlt: 'a square of land',
  imageWidth: 480,
  imageHeight: 360,
}

test('the total donated is the sum of the records: £153.14 today', () => {
  expect(totalDonatedPence(donations)).toBe(100_00 + 53_14)
  expect(formatGbp(totalDonatedPence(donations))).toBe('£153.14')
})

test('the total follows the records when one is added', () => {
  expect(formatGbp(totalDonatedPence([...donations, valid]))).toBe('£165.48')
  expect(totalDonatedPence([])).toBe(0)
})

test('each donation so far bought a 3 x 3 metre square, 18 m² in all', () => {
  expect(donations.every((d) => d.land?.widthMetres === 3 && d.land.lengthMetres === 3)).toBe(true)
  expect(totalLandSquareMetres(donations)).toBe(18)
})

test('the records are listed newest first, with their months in words', () => {
  expect(donations.map((d) => formatMonth(d.date))).toEqual(['June 2025', 'May 2025'])
  expect(donations.map((d) => formatGbp(d.amountPence))).toEqual(['£53.14', '£100.00'])
})

test('every image exists in public/ with the width and height the record states', () => {
  for (const donation of donations) {
    const file = join(process.cwd(), 'public', donation.imageUrl)
    expect(existsSync(file), donation.imageUrl).toBe(true)
    const svg = readFileSync(file, 'utf8')
    expect(svg).toContain(`width="${donation.imageWidth}" height="${donation.imageHeight}"`)
  }
})

describe('validation', () => {
  test('accepts a well-formed record', () => {
    expect(donationProblems(valid)).toEqual([])
  })

  test.each<[string, Partial<Donation>, RegExp]>([
    ['a date that is not a month', { date: '2025-13' }, /date "2025-13" is not YYYY-MM/],
    ['a full date', { date: '2025-06-01' }, /is not YYYY-MM/],
    ['pounds instead of pence', { amountPence: 53.14 }, /whole, positive number of pence/],
    ['a zero amount', { amountPence: 0 }, /whole, positive number of pence/],
    ['no organisation', { organization: ' ' }, /organization is empty/],
    ['no description', { description: '' }, /description is empty/],
    ['no alt text', { imageAlt: '' }, /imageAlt is empty/],
    ['an image elsewhere', { imageUrl: 'https://example.com/a.png' }, /not an image under/],
    ['a zero width', { imageWidth: 0 }, /imageWidth must be a positive whole number/],
    ['a bad land size', { land: { widthMetres: 3, lengthMetres: 0 } }, /positive width/],
  ])('rejects %s', (_name, change, message) => {
    expect(donationProblems({ ...valid, ...change }).join('\n')).toMatch(message)
  })

  test('lists every problem of every record in one error', () => {
    expect(() => validateDonations([valid, { ...valid, date: 'june', imageAlt: '' }])).toThrowError(
      /donation 2: date "june" is not YYYY-MM\ndonation 2: imageAlt is empty/,
    )
  })

  test('sorts newest first without changing the list it was given', () => {
    const given = [
      { ...valid, date: '2024-12' },
      { ...valid, date: '2025-02' },
      { ...valid, date: '2025-01' },
    ]
    expect(validateDonations(given).map((d) => d.date)).toEqual(['2025-02', '2025-01', '2024-12'])
    expect(given.map((d) => d.date)).toEqual(['2024-12', '2025-02', '2025-01'])
  })
})
