import { expect, test } from 'vitest'
import { palette } from '../../tailwind.config'

function luminance(hex: string) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const textPairs: [string, string, string][] = [
  ['body text on the page', palette.soil.DEFAULT, palette.chalk.DEFAULT],
  ['muted text on the page', palette.soil.muted, palette.chalk.DEFAULT],
  ['muted text on meadow', palette.soil.muted, palette.meadow.DEFAULT],
  ['muted text on sky', palette.soil.muted, palette.sky.DEFAULT],
  ['body text on sun', palette.soil.DEFAULT, palette.sun.DEFAULT],
  ['grass text on the page', palette.grass.DEFAULT, palette.chalk.DEFAULT],
  ['grass text on meadow', palette.grass.DEFAULT, palette.meadow.DEFAULT],
  ['chalk on grass (buttons, menu)', palette.chalk.DEFAULT, palette.grass.DEFAULT],
  ['chalk on deep grass (footer)', palette.chalk.DEFAULT, palette.grass.deep],
  ['meadow on deep grass (footer)', palette.meadow.DEFAULT, palette.grass.deep],
  ['sun on grass (current menu item)', palette.sun.DEFAULT, palette.grass.DEFAULT],
  ['danger text on the page', palette.danger.DEFAULT, palette.chalk.DEFAULT],
  ['danger text on its soft surface', palette.danger.DEFAULT, palette.danger.soft],
]

for (const [name, foreground, background] of textPairs) {
  test(`${name} meets 4.5:1`, () => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
  })
}

const focusRings: [string, string, string][] = [
  ['soil ring on the page', palette.soil.DEFAULT, palette.chalk.DEFAULT],
  ['soil ring on meadow', palette.soil.DEFAULT, palette.meadow.DEFAULT],
  ['sun ring on grass', palette.sun.DEFAULT, palette.grass.DEFAULT],
  ['sun ring on deep grass', palette.sun.DEFAULT, palette.grass.deep],
]

for (const [name, ring, background] of focusRings) {
  test(`${name} meets 3:1`, () => {
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3)
  })
}
