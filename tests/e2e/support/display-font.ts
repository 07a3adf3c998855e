import type { Page } from '@playwright/test'
import {
  displayFontCharacters,
  displayFontNumericVariants,
  displayFontWeight,
} from '../../../scripts/lib/display-font.mjs'
import { expect } from './fixtures'

/** A run of display text: its characters and what it asks of the font. */
export type DisplayRun = { text: string; weight: number; numeric?: string; features?: string }

/** Every character, weight and OpenType feature the page currently sets in the display font. */
export function displayText(page: Page) {
  return page.evaluate(() => {
    const found: DisplayRun[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const style = node.parentElement && getComputedStyle(node.parentElement)
      if (!style?.fontFamily.startsWith('"Bricolage Grotesque') || !node.textContent?.trim())
        continue
      found.push({
        text: node.textContent,
        weight: Number(style.fontWeight),
        numeric: style.fontVariantNumeric,
        features: style.fontFeatureSettings,
      })
    }
    return found
  })
}

/** Every character the display font sets is in its subset, at its one weight and features. */
export function expectCovered(found: DisplayRun[]) {
  expect(found.length).toBeGreaterThan(0)
  const missing = new Set(found.flatMap(({ text }) => [...text]))
  for (const character of displayFontCharacters) missing.delete(character)
  expect([...missing], 'characters the display font subset lacks').toEqual([])
  for (const { text, weight, numeric = 'normal', features = 'normal' } of found) {
    expect(weight, `the weight of "${text}", the one the subset has`).toBe(displayFontWeight)
    expect(displayFontNumericVariants, `font-variant-numeric of "${text}"`).toContain(numeric)
    expect(features, `font-feature-settings of "${text}"`).toBe('normal')
  }
}
