// `node scripts/subset-display-font.mjs`: writes the display font the site ships, a subset of
// Bricolage Grotesque cut to the weight, characters and features the display text uses
// (lib/display-font.mjs), since every first visit fetches it before the first paint.
// A character it lacks falls back, glyph by glyph, to the metric-matched
// fallback; tests/e2e/fonts.spec.ts fails if any page's display text needs one.
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import {
  displayFontCharacters,
  displayFontFeatures,
  displayFontFile,
  displayFontSource,
  displayFontWeight,
} from './lib/display-font.mjs'

const subset = await subsetFont(readFileSync(displayFontSource), displayFontCharacters, {
  targetFormat: 'woff2',
  variationAxes: { wght: displayFontWeight },
  keepFeatures: displayFontFeatures,
})
writeFileSync(displayFontFile, subset)
console.log(`${displayFontFile}: ${subset.length} bytes`)
