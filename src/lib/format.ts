// Intl formatters are built on first use: building one loads locale data, which costs a phone
// tens of milliseconds, and most pages never format a price or a month.
function lazy<T>(create: () => T): () => T {
  let value: T | undefined
  return () => (value ??= create())
}

const gbp = lazy(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)

/** Pence as pounds with two decimals: 15314 -> "£153.14". */
export function formatGbp(pence: number) {
  return gbp().format(pence / 100)
}

// UTC, so a month never slips into the previous one in a timezone west of Greenwich.
const monthYear = lazy(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
)

/** A "YYYY-MM" month as words: "2025-06" -> "June 2025". */
export function formatMonth(month: string) {
  return monthYear().format(new Date(`${month}-01T00:00:00Z`))
}

/**
 * Joins items the way a British English sentence would: "a, b or c". Written out rather than
 * `Intl.ListFormat`, which took a throttled phone about 25 ms to build (measured with a CPU
 * profile), on the main thread while /terms and /faq hydrate, for a sentence that never changes.
 */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction') {
  if (items.length < 2) return items.join('')
  const last = items.at(-1)
  return `${items.slice(0, -1).join(', ')} ${type === 'conjunction' ? 'and' : 'or'} ${last}`
}
