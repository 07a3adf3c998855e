// Imported by vite.config.ts (through the press kit plugin) and by scripts: no `@/` imports,
// and imports carry their extension, as Vite's native config loader requires.
import { palette } from '../styles/tokens.ts'

/** How the logo is coloured on a light and on a dark background (the header and the footer). */
export const logoColours = {
  onLight: { tuft: palette.grass.bright, text: palette.soil.DEFAULT },
  onDark: { tuft: palette.meadow.deep, text: palette.chalk.DEFAULT },
} as const

type Shade = { name: string; hex: string }
export type BrandColour = { name: string; hex: string; role: string; shades: Shade[] }

/** The brand colours a designer or journalist may need, from the design tokens. */
export const brandColours: BrandColour[] = [
  {
    name: 'grass',
    hex: palette.grass.DEFAULT,
    role: 'the main colour: buttons, the menu, the app icon',
    shades: [
      { name: 'grass deep', hex: palette.grass.deep },
      { name: 'grass bright', hex: palette.grass.bright },
    ],
  },
  {
    name: 'meadow',
    hex: palette.meadow.DEFAULT,
    role: 'pale green surfaces',
    shades: [{ name: 'meadow deep', hex: palette.meadow.deep }],
  },
  {
    name: 'sky',
    hex: palette.sky.DEFAULT,
    role: 'pale blue accents',
    shades: [{ name: 'sky deep', hex: palette.sky.deep }],
  },
  {
    name: 'sun',
    hex: palette.sun.DEFAULT,
    role: 'highlights, never behind long text',
    shades: [{ name: 'sun soft', hex: palette.sun.soft }],
  },
  {
    name: 'soil',
    hex: palette.soil.DEFAULT,
    role: 'text',
    shades: [{ name: 'soil muted', hex: palette.soil.muted }],
  },
  {
    name: 'chalk',
    hex: palette.chalk.DEFAULT,
    role: 'the page background',
    shades: [{ name: 'chalk line', hex: palette.chalk.line }],
  },
]

/**
 * The app icon: the tuft on grass green, full bleed (iOS rounds the corners itself), the tuft
 * using this share of the side. The apple-touch-icon and the press kit's icon both follow it.
 */
export const appIcon = {
  background: palette.grass.DEFAULT,
  tuft: palette.meadow.deep,
  tuftShare: 0.62,
} as const
