const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Pence as pounds with two decimals: 15314 -> "£153.14". */
export function formatGbp(pence: number) {
  return gbp.format(pence / 100)
}

// UTC, so a month never slips into the previous one in a timezone west of Greenwich.
const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A "YYYY-MM" month as words: "2025-06" -> "June 2025". */
export function formatMonth(month: string) {
  return monthYear.format(new Date(`${month}-01T00:00:00Z`))
}

/** Joins items the way a sentence would: "a, b or c". */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction') {
  return new Intl.ListFormat('en-GB', { style: 'long', type }).format(items)
}
