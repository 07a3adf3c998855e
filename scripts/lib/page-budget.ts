// How many characters of words a page may hold, derived from the page-weight budget
// (scripts/check-page-weight.mjs reads its budget from here): a page's words are in its HTML and
// in its first-load JavaScript, so each character an answer adds costs both. Plain TypeScript
// with no imports: Node runs it as it is, and the editor bundles it.

/** The page-weight budget, in gzip bytes. */
export const pageBudget = { firstLoadJs: 132_000, htmlAndCss: 28_000 } as const

type Cost = { firstLoadJs: number; htmlAndCss: number }

/**
 * What a page costs without its words, measured on the build of 2026-11-27 (/faq: 123.7 kB first
 * load and 19.1 kB HTML + CSS with 4,474 characters; /privacy: 114.7 and 18.7 kB with 7,026),
 * less those characters at the rate below.
 */
const withoutWords = {
  faq: { firstLoadJs: 122_200, htmlAndCss: 17_600 },
  legal: { firstLoadJs: 112_400, htmlAndCss: 16_400 },
} as const satisfies Record<string, Cost>

/** Left for the code to grow, so a page full of words does not block the next code change. */
const forCode: Cost = { firstLoadJs: 2_000, htmlAndCss: 1_000 }

/** English prose gzips to about 0.33 bytes a character; 0.4 leaves room for less usual words. */
const bytesPerCharacter = 0.4

const characters = (page: keyof typeof withoutWords) =>
  Math.floor(
    Math.min(
      ...(['firstLoadJs', 'htmlAndCss'] as const).map(
        (cost) => (pageBudget[cost] - forCode[cost] - withoutWords[page][cost]) / bytesPerCharacter,
      ),
    ),
  )

/** The characters of questions and answers the whole of /faq may hold. */
export const faqPageCharacters = characters('faq')
/** The characters of text one legal page (terms, privacy, accessibility) may hold. */
export const legalPageCharacters = characters('legal')
