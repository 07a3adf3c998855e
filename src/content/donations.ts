/**
 * Every donation made from skip profits. Adding one is one entry here (plus its picture in
 * public/images/rewilding/, drawn by scripts/draw-land-square.mjs). The list is checked when
 * the module loads, so a malformed entry fails the build rather than the page.
 */
export type Donation = {
  /** The month it was made, "YYYY-MM". */
  date: string
  /** In pence, so sums are exact: £53.14 is 5314. */
  amountPence: number
  organization: string
  description: string
  /** What the money bought, when it was land. */
  land?: { widthMetres: number; lengthMetres: number }
  imageUrl: string
  imageAlt: string
  imageWidth: number
  imageHeight: number
}

/** Who received the donations: named once, so naming the charity is a one-line change. */
export const rewildingOrganization = 'a UK rewilding charity'

const landSquare = { widthMetres: 3, lengthMetres: 3 }
const illustration = { imageWidth: 480, imageHeight: 360 }

const records: Donation[] = [
  {
    date: '2025-05',
    amountPence: 100_00,
    organization: rewildingOrganization,
    description:
      'our first donation. it bought a 3 x 3 metre square of land back for nature: nine square metres that nobody will ever mow again.',
    land: landSquare,
    imageUrl: '/images/rewilding/2025-05-land-square.svg',
    imageAlt:
      'illustration of a 3 by 3 metre square of land, divided into nine one-metre squares of grass tufts with a few daisies and buttercups',
    ...illustration,
  },
  {
    date: '2025-06',
    amountPence: 53_14,
    organization: rewildingOrganization,
    description:
      'square number two: another 3 x 3 metres of land left to grow wild, paid for by june’s skips.',
    land: landSquare,
    imageUrl: '/images/rewilding/2025-06-land-square.svg',
    imageAlt:
      'illustration of a 3 by 3 metre square of land, divided into nine one-metre squares of long grass full of yellow, blue, white and red wildflowers',
    ...illustration,
  },
]

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Everything wrong with one record, in words; empty when it is fine. */
export function donationProblems(donation: Donation): string[] {
  const problems: string[] = []
  if (!monthPattern.test(donation.date)) problems.push(`date "${donation.date}" is not YYYY-MM`)
  if (!Number.isSafeInteger(donation.amountPence) || donation.amountPence <= 0) {
    problems.push('amountPence must be a whole, positive number of pence')
  }
  for (const field of ['organization', 'description', 'imageAlt'] as const) {
    if (donation[field].trim() === '') problems.push(`${field} is empty`)
  }
  if (!/^\/images\/.+\.(svg|webp|avif|png|jpe?g)$/.test(donation.imageUrl)) {
    problems.push(`imageUrl "${donation.imageUrl}" is not an image under /images/`)
  }
  for (const field of ['imageWidth', 'imageHeight'] as const) {
    if (!Number.isInteger(donation[field]) || donation[field] <= 0) {
      problems.push(`${field} must be a positive whole number`)
    }
  }
  if (donation.land && !(donation.land.widthMetres > 0 && donation.land.lengthMetres > 0)) {
    problems.push('land must have a positive width and length')
  }
  return problems
}

/** Checks every record and returns them newest first. Throws, listing every problem. */
export function validateDonations(list: readonly Donation[]): Donation[] {
  const problems = list.flatMap((donation, index) =>
    donationProblems(donation).map((problem) => `donation ${index + 1}: ${problem}`),
  )
  if (problems.length > 0) throw new Error(`Invalid donation records:\n${problems.join('\n')}`)
  // "YYYY-MM" sorts as text in date order. Compared directly: `localeCompare` would load locale
  // data while the page hydrates (decision 079).
  return [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

export const donations: readonly Donation[] = validateDonations(records)

export function totalDonatedPence(list: readonly Donation[]) {
  return list.reduce((sum, donation) => sum + donation.amountPence, 0)
}

export function totalLandSquareMetres(list: readonly Donation[]) {
  return list.reduce((sum, { land }) => sum + (land ? land.widthMetres * land.lengthMetres : 0), 0)
}
