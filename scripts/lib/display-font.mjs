// What scripts/subset-display-font.mjs keeps of Bricolage Grotesque, shared with the test that
// checks every page's display text is covered (tests/e2e/fonts.spec.ts).
export const displayFontFile = 'src/assets/fonts/bricolage-grotesque-display.woff2'

/** The whole variable font (fontsource's Latin file, OFL-1.1): the subset's source, and the
 * build-time images' (result cards, press kit), which draw weights the site does not ship. */
export const displayFontSource =
  'node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2'

const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')
export const displayFontCharacters = `${printableAscii}‘’“”–—…•·£€²é→`

/**
 * Display text has one weight, Tailwind's extrabold: a static instance is half the bytes of the
 * 600-800 variable range and arrives a round trip sooner on a slow phone.
 */
export const displayFontWeight = 800

/**
 * The OpenType features the subset keeps: what browsers apply to Latin text by default, plus
 * `tnum` for Tailwind's `tabular-nums`. The others (fractions, superiors, ordinals, stylistic
 * sets) bring glyphs of their own and no display text asks for them;
 * tests/e2e/fonts.spec.ts fails if one does.
 */
export const displayFontFeatures = [
  'ccmp',
  'locl',
  'rlig',
  'rvrn',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'calt',
  'clig',
  'tnum',
]

/** The `font-variant-numeric` values display text may use with those features. */
export const displayFontNumericVariants = ['normal', 'tabular-nums']
