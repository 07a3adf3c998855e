// `node scripts/subset-display-font.mjs`: writes the display font the site ships, a subset of
// Bricolage Grotesque (fontsource's Latin file, OFL-1.1) cut to what the display text uses
// and the features it is set with (lib/display-font.mjs), on the way to the first paint
// (sizes in docs/decisions/075). A character it lacks falls back, glyph by glyph, to the metric-matched fallback;
// tests/e2e/fonts.spec.ts fails if any page's display text needs one.
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import {
  displayFontCharacters,
  displayFontFeatures,
  displayFontFile,
  displayFontWeights,
} from './lib/display-font.mjs'

const source =
  'node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2'

const subset = await subsetFont(readFileSync(source), displayFontCharacters, {
  targetFormat: 'woff2',
  variationAxes: { wght: displayFontWeights },
  keepFeatures: displayFontFeatures,
})
writeFileSync(displayFontFile, subset)
console.log(`${displayFontFile}: ${subset.length} bytes`)
