// @vitest-environment node
import { expect, test } from 'vitest'
import { darkPalette, palette } from '../styles/tokens'

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

type Scheme = typeof palette | typeof darkPalette

/** Pairs on surfaces that follow the scheme: checked in daylight and in the dark. */
const textPairs = (p: Scheme): [string, string, string][] => [
  ['body text on the page', p.soil.DEFAULT, p.chalk.DEFAULT],
  ['body text in a field', p.soil.DEFAULT, p.chalk.field],
  ['muted text on the page', p.soil.muted, p.chalk.DEFAULT],
  ['muted text on meadow', p.soil.muted, p.meadow.DEFAULT],
  ['muted text on sky', p.soil.muted, p.sky.DEFAULT],
  ['body text on meadow', p.soil.DEFAULT, p.meadow.DEFAULT],
  ['body text on sky', p.soil.DEFAULT, p.sky.DEFAULT],
  ['grass text on the page', p.grass.DEFAULT, p.chalk.DEFAULT],
  ['grass text on meadow', p.grass.DEFAULT, p.meadow.DEFAULT],
  ['grass text on deep meadow (hover)', p.grass.DEFAULT, p.meadow.deep],
  ['chalk on grass (primary buttons)', p.chalk.DEFAULT, p.grass.DEFAULT],
  ['chalk on deep grass (primary button hover)', p.chalk.DEFAULT, p.grass.deep],
  ['danger text on the page', p.danger.DEFAULT, p.chalk.DEFAULT],
  ['danger text on its soft surface', p.danger.DEFAULT, p.danger.soft],
]

/** `.on-dark` and `.on-light` surfaces keep the daylight colours in both schemes. */
const fixedSurfacePairs: [string, string, string][] = [
  ['chalk on grass (menu, pricing card)', palette.chalk.DEFAULT, palette.grass.DEFAULT],
  ['chalk on deep grass (footer)', palette.chalk.DEFAULT, palette.grass.deep],
  ['meadow on deep grass (footer)', palette.meadow.DEFAULT, palette.grass.deep],
  ['meadow on grass (calculator results)', palette.meadow.DEFAULT, palette.grass.DEFAULT],
  ['sun on grass (current menu item)', palette.sun.DEFAULT, palette.grass.DEFAULT],
  ['sun on deep grass (calculator results)', palette.sun.DEFAULT, palette.grass.deep],
  ['body text on sun', palette.soil.DEFAULT, palette.sun.DEFAULT],
  ['body text on soft sun', palette.soil.DEFAULT, palette.sun.soft],
]

// Every control's ring is the text colour between halos of the page colour (src/styles/app.css):
// the two must stand out from each other, whatever is behind. Fixed surfaces use daylight's.
const focusRings = (p: Scheme): [string, string, string][] => [
  ['soil ring against its chalk halo', p.soil.DEFAULT, p.chalk.DEFAULT],
]

const fixedSurfaceRings: [string, string, string][] = [
  ['soil ring against its chalk halo', palette.soil.DEFAULT, palette.chalk.DEFAULT],
  // The life grid on the green results card: filled and hollow meadow squares, sun squares.
  ['meadow squares on grass', palette.meadow.DEFAULT, palette.grass.DEFAULT],
  ['sun squares on grass', palette.sun.DEFAULT, palette.grass.DEFAULT],
]

const schemes = [
  ['daylight', palette],
  ['dark', darkPalette],
] as const

for (const [scheme, p] of schemes) {
  for (const [name, foreground, background] of textPairs(p)) {
    test(`${scheme}: ${name} meets 4.5:1`, () => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
    })
  }
  for (const [name, ring, background] of focusRings(p)) {
    test(`${scheme}: ${name} meets 3:1`, () => {
      expect(contrast(ring, background)).toBeGreaterThanOrEqual(3)
    })
  }
}

for (const [name, foreground, background] of fixedSurfacePairs) {
  test(`both schemes: ${name} meets 4.5:1`, () => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
  })
}

for (const [name, ring, background] of fixedSurfaceRings) {
  test(`both schemes: ${name} meets 3:1`, () => {
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3)
  })
}

test('the dark scheme defines every token the daylight one does', () => {
  for (const [token, shades] of Object.entries(palette)) {
    expect(Object.keys(darkPalette[token as keyof typeof palette])).toEqual(Object.keys(shades))
  }
})

// After dark, a surface's only edge may be a chalk-line border (the press page's chips and files).
test('dark: line edges meet 3:1 on the page and on meadow', () => {
  expect(contrast(darkPalette.chalk.line, darkPalette.chalk.DEFAULT)).toBeGreaterThanOrEqual(3)
  expect(contrast(darkPalette.chalk.line, darkPalette.meadow.DEFAULT)).toBeGreaterThanOrEqual(3)
})
