import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'
import { darkPalette, palette, type Palette } from './src/styles/tokens.ts'

const variable = (token: string, shade: string) =>
  shade === 'DEFAULT' ? `--tg-${token}` : `--tg-${token}-${shade}`

function variablesOf(scheme: Palette) {
  return Object.fromEntries(
    Object.entries(scheme).flatMap(([token, shades]) =>
      Object.entries(shades).map(([shade, hex]) => [variable(token, shade), hex]),
    ),
  )
}

/** Utilities name the role (`bg-chalk`); the scheme in force decides its colour. */
const colors = Object.fromEntries(
  Object.entries(palette).map(([token, shades]) => [
    token,
    Object.fromEntries(
      Object.keys(shades).map((shade) => [shade, `var(${variable(token, shade)})`]),
    ),
  ]),
)

const colorSchemes = plugin(({ addBase }) => {
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
        // Also held to the screen's height, so on a laptop's short window (1366 x 657) the
        // homepage's first screen still ends on the App Store badge.
        hero: [
          'clamp(2.6rem, min(8.5vw + 0.5rem, 11svh), 5.75rem)',
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
