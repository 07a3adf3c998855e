// `node scripts/subset-display-font.mjs`: writes the display font the site ships, a subset of
// Bricolage Grotesque (fontsource's Latin file, OFL-1.1) cut to what the display text uses
// (lib/display-font.mjs): 25 kB instead of 41 kB on every first visit, on the way to the first
// paint. A character it lacks falls back, glyph by glyph, to the metric-matched fallback;
// tests/e2e/fonts.spec.ts fails if any page's display text needs one.
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import { displayFontCharacters, displayFontFile, displayFontWeights } from './lib/display-font.mjs'

const source =
  'node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2'

const subset = await subsetFont(readFileSync(source), displayFontCharacters, {
  targetFormat: 'woff2',
  variationAxes: { wght: displayFontWeights },
})
writeFileSync(displayFontFile, subset)
console.log(`${displayFontFile}: ${subset.length} bytes`)
