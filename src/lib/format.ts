// British English formatting, written out rather than built on Intl. The first
// Intl formatter or `localeCompare` in a page loads locale data,
// on a phone's main thread while the page hydrates, for figures that could never be written
// any other way. The unit tests hold each function to Intl's own output for en-GB.

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/** A whole number with thousands separators: 12345 -> "12,345". */
export function formatCount(count: number) {
  if (!Number.isSafeInteger(count)) throw new RangeError(`not a whole number: ${count}`)
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(count)))}`
}

/** Whole pence as pounds with two decimals: 15314 -> "£153.14". */
export function formatGbp(pence: number) {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`not a whole number of pence: ${pence}`)
  const absolute = Math.abs(pence)
  const pounds = groupThousands(String(Math.floor(absolute / 100)))
  const rest = String(absolute % 100).padStart(2, '0')
  return `${pence < 0 ? '-' : ''}£${pounds}.${rest}`
}

/** A "YYYY-MM" month as words: "2025-06" -> "June 2025". */
export function formatMonth(month: string) {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!match) throw new RangeError(`not a YYYY-MM month: ${month}`)
  return `${months[Number(match[2]) - 1]} ${Number(match[1])}`
}

/** Joins items the way a British English sentence would: "a, b or c". */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction') {
  if (items.length < 2) return items.join('')
  const last = items.at(-1)
  return `${items.slice(0, -1).join(', ')} ${type === 'conjunction' ? 'and' : 'or'} ${last}`
}

/** A file's size as a download link states it, in decimal units: 725 -> "1 kB", 1300603 -> "1.3 MB". */
export function formatFileSize(bytes: number) {
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new RangeError(`not a size: ${bytes}`)
  if (bytes < 999_500) return `${Math.max(1, Math.round(bytes / 1000))} kB`
  return `${(Math.round(bytes / 100_000) / 10).toFixed(1)} MB`
}
