// The donation maths, apart from the records (content/donations/) so the build can sum them
// while it reads them. Imported by vite.config.ts through scripts/content: relative imports only.
// Each sum asks only for the fields it adds up, so the reader can call it on what it is building.

export function totalDonatedPence(list: readonly { amountPence: number }[]) {
  return list.reduce((sum, donation) => sum + donation.amountPence, 0)
}

export function totalLandSquareMetres(
  list: readonly { land?: { widthMetres: number; lengthMetres: number } }[],
) {
  return list.reduce((sum, { land }) => sum + (land ? land.widthMetres * land.lengthMetres : 0), 0)
}

/** Newest first, without changing the list it was given. */
export function sortNewestFirst<T extends { date: string }>(list: readonly T[]) {
  // "YYYY-MM" sorts as text in date order. Compared directly: `localeCompare` would load locale
  // data while the page hydrates.
  return [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}
