// What scripts/subset-display-font.mjs keeps of Bricolage Grotesque, shared with the test that
// checks every page's display text is covered (tests/e2e/fonts.spec.ts).
export const displayFontFile = 'src/assets/fonts/bricolage-grotesque-display.woff2'

const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')
export const displayFontCharacters = `${printableAscii}‘’“”–—…•·£€²é→`

/** The weight range the display text uses (Tailwind's semibold to extrabold). */
export const displayFontWeights = { min: 600, max: 800 }
