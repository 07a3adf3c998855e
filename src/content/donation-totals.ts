// The donation maths, apart from the records (content/donations/) so the build can sum them
// while it reads them. Imported by vite.config.ts through scripts/content: relative imports only.

/** One donation as the pages use it (content/donations/*.yml, read by scripts/content). */
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

export function totalDonatedPence(list: readonly Donation[]) {
  return list.reduce((sum, donation) => sum + donation.amountPence, 0)
}

export function totalLandSquareMetres(list: readonly Donation[]) {
  return list.reduce((sum, { land }) => sum + (land ? land.widthMetres * land.lengthMetres : 0), 0)
}

/** Newest first, without changing the list it was given. */
export function sortNewestFirst(list: readonly Donation[]) {
  // "YYYY-MM" sorts as text in date order. Compared directly: `localeCompare` would load locale
  // data while the page hydrates.
  return [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}
