// The design tokens' one home: Tailwind (tailwind.config.ts), the press kit, the result pictures
// and the donation squares all read these. Imported by Vite's config loader and plain-Node
// scripts: no imports.

/**
 * The design tokens, in daylight (the default) and at night (`prefers-color-scheme: dark`).
 * Every text/background pair used on the site meets WCAG AA (4.5:1) in both schemes, and every
 * focus ring 3:1; ratios are checked in src/lib/contrast.test.ts, so a token change that breaks
 * one fails the tests.
 */
export const palette = {
  grass: { DEFAULT: '#17602f', deep: '#0f4522', bright: '#2f9e4f' },
  meadow: { DEFAULT: '#e5f4d6', deep: '#cfe9b5' },
  sky: { DEFAULT: '#ddeefc', deep: '#b9dcf7' },
  sun: { DEFAULT: '#ffd23f', soft: '#fff1b8' },
  soil: { DEFAULT: '#13251a', muted: '#3d5546' },
  chalk: { DEFAULT: '#fbfaf4', line: '#d9dccd', field: '#ffffff' },
  danger: { DEFAULT: '#a4161a', soft: '#fde8e8' },
} as const

export type Palette = {
  [Token in keyof typeof palette]: Record<keyof (typeof palette)[Token], string>
}

/**
 * The same roles after dark: chalk is the night page, soil its text, grass a lighter green that
 * reads on it (and carries dark text on primary buttons). Surfaces marked `.on-dark` (the deep
 * green footer, menu, pricing card) and `.on-light` (the sun yellow ones) keep their daylight
 * colours in both schemes: they are already dark, or meant to glow.
 */
export const darkPalette = {
  grass: { DEFAULT: '#7fd68f', deep: '#a6e3b0', bright: '#4cc56a' },
  meadow: { DEFAULT: '#1b3122', deep: '#26452f' },
  sky: { DEFAULT: '#15283a', deep: '#1f3c55' },
  sun: { DEFAULT: '#ffd23f', soft: '#fff1b8' },
  soil: { DEFAULT: '#eef3e6', muted: '#b8c8ba' },
  chalk: { DEFAULT: '#0e1811', line: '#6b7f70', field: '#162219' },
  danger: { DEFAULT: '#ff9d94', soft: '#3b1517' },
} as const satisfies Palette
