/**
 * How help text becomes search terms, shared by the index built at build time and the query
 * typed in the browser: both sides must cut words the same way or nothing matches.
 */

/** Words too common to tell one answer from another ("how do i cancel?" is about "cancel"). */
const stopWords = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its ' +
    'me my of on or so that the their them then there they this to was we what when where ' +
    'which who why will with you your'
  ).split(' '),
)

/** Words people type for what the answers call something else. */
const sameAs: Record<string, string> = { kid: 'child', kids: 'child', children: 'child' }

/** Letters and digits, with the apostrophes inside words ("don’t") kept to the word. */
export const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu

/**
 * A small suffix stripper, so "cancelling", "cancelled", "cancellation" and "cancels" meet
 * "cancel", and "uses", "used" and "using" meet "use". Deliberately crude: both sides are cut
 * alike, so a stem need not be a word.
 */
export function stem(word: string) {
  let w = word
  if (w.length > 3) {
    if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
    else if (w.endsWith('sses')) w = w.slice(0, -2)
    else if (/[^su]s$/.test(w)) w = w.slice(0, -1)
    for (const suffix of ['ation', 'ingly', 'ing', 'edly', 'ed', 'ly', 'ment']) {
      if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
        w = w.slice(0, -suffix.length)
        break
      }
    }
    if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1)
  }
  // "cancell(ing)" and "cancel", "app(s)" and "app": a doubled last consonant counts once.
  return /([^aeiouys])\1$/.test(w) ? w.slice(0, -1) : w
}

/** One word as the index knows it, or null for a word that would match everything. */
export function searchTerm(word: string): string | null {
  const plain = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '')
  if (plain === '' || stopWords.has(plain)) return null
  return sameAs[plain] ?? stem(plain)
}

export function tokenize(text: string) {
  return text.match(wordPattern) ?? []
}

/** One place in the site that answers something: an FAQ question, a legal section, a fact. */
export type SearchDocument = {
  id: number
  /** Where choosing it goes: the item's own address, `/faq#cancel`, `/privacy#5-1-location-data`. */
  url: string
  title: string
  /** Where it lives, as a visitor would say it: "faq · subscriptions". */
  where: string
  text: string
}

/** The options the index is built with, and must be loaded with. */
export const indexOptions = {
  fields: ['title', 'text'],
  tokenize,
  processTerm: searchTerm,
}

/** What a search may stretch: a typo or two in longer words, the word being typed as a prefix. */
export const queryOptions = {
  boost: { title: 2 },
  fuzzy: (term: string) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
  prefix: (term: string, index: number, terms: string[]) =>
    index === terms.length - 1 && term.length >= 2,
  combineWith: 'OR',
} as const
