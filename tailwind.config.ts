import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'

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

type Palette = { [Token in keyof typeof palette]: Record<keyof (typeof palette)[Token], string> }

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

const variable = (token: string, shade: string) =>
  shade === 'DEFAULT' ? `--tg-${token}` : `--tg-${token}-${shade}`

function variablesOf(scheme: Palette) {
  return Object.fromEntries(
    Object.entries(scheme).flatMap(([token, shades]) =>
      Object.entries(shades).map(([shade, hex]) => [variable(token, shade), hex]),
    ),
  )
}

/**
 * Utilities name the role (`bg-chalk`); the scheme in force decides its colour. The pure marks
 * let the press page, which imports `palette`, leave the rest of this file out of its bundle.
 */
const colors = /* @__PURE__ */ Object.fromEntries(
  Object.entries(palette).map(([token, shades]) => [
    token,
    Object.fromEntries(
      Object.keys(shades).map((shade) => [shade, `var(${variable(token, shade)})`]),
    ),
  ]),
)

const colorSchemes = /* @__PURE__ */ plugin(({ addBase }) => {
  addBase({
    ':root, .on-dark, .on-light': variablesOf(palette),
    '@media (prefers-color-scheme: dark)': {
      ':root': variablesOf(darkPalette),
      '.on-dark, .on-light': variablesOf(palette),
    },
  })
})

export default {
  content: ['./src/**/*.{ts,tsx}'],
  plugins: [colorSchemes],
  theme: {
    extend: {
      colors,
      fontFamily: {
        display: ['"Bricolage Grotesque"', '"Bricolage Fallback"', 'system-ui', 'sans-serif'],
        // The device's own interface font, a quiet sans that costs no bytes: SF Pro on Apple
        // devices, Segoe UI on Windows, Roboto on Android, Arial's metrics elsewhere. Not
        // `system-ui`: on Linux that is whatever fontconfig prefers, often the far wider DejaVu.
        sans: [
          '-apple-system',
          'BlinkMacSystemFont',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      fontSize: {
        hero: [
          'clamp(2.6rem, 8.5vw + 0.5rem, 5.75rem)',
          { lineHeight: '0.95', letterSpacing: '-0.035em' },
        ],
        display: [
          'clamp(2.25rem, 5vw + 1rem, 4rem)',
          { lineHeight: '1', letterSpacing: '-0.03em' },
        ],
        rotator: [
          'clamp(2rem, 3.2vw + 1rem, 3.25rem)',
          { lineHeight: '1.05', letterSpacing: '-0.03em' },
        ],
        title: [
          'clamp(1.5rem, 2vw + 1rem, 2.25rem)',
          { lineHeight: '1.1', letterSpacing: '-0.02em' },
        ],
        lead: ['clamp(1.125rem, 0.5vw + 1rem, 1.375rem)', { lineHeight: '1.5' }],
        nav: ['clamp(2.5rem, 9vw, 4.5rem)', { lineHeight: '1', letterSpacing: '-0.03em' }],
      },
      borderRadius: {
        card: '1.75rem',
        phone: '2.75rem',
      },
      maxWidth: {
        prose: '68ch',
        page: '72rem',
      },
      spacing: {
        section: 'clamp(4rem, 10vw, 8rem)',
        tap: '2.75rem',
      },
      boxShadow: {
        card: '0 1px 0 rgba(19, 37, 26, 0.06), 0 12px 32px -16px rgba(19, 37, 26, 0.25)',
        float: '0 10px 30px -8px rgba(15, 69, 34, 0.55)',
      },
      transitionTimingFunction: {
        out: 'cubic-bezier(0.22, 1, 0.36, 1)',
      },
    },
  },
} satisfies Config
