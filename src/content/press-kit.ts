// Imported by vite.config.ts (through the press kit plugin) and by scripts: no `@/` imports.

/** Where the build writes the press kit: /press-kit/<file>. */
export const pressKitDirectory = 'press-kit'

export type PressKitAsset =
  | { file: string; kind: 'logo' | 'wordmark'; background: 'light' | 'dark'; title: string }
  | { file: string; kind: 'app-icon'; title: string }
  | { file: string; kind: 'colours'; title: string }
  | {
      file: string
      kind: 'still'
      title: string
      alt: string
      /** The moment of the demo scene (scripts/demo-video/scene.html) it shows. */
      atSeconds: number
      /** A small preview for the press page, rendered with the still. */
      preview: string
    }

const mark = (kind: 'logo' | 'wordmark', background: 'light' | 'dark', format: 'svg' | 'png') => ({
  file: `touch-grass-${kind}-on-${background}.${format}`,
  kind,
  background,
  title: `${kind}, for ${background} backgrounds`,
})

/**
 * Every file in the press kit, in the order the page lists them and the zip holds them. The
 * stills are rendered by scripts/demo-video/render-stills.mjs into src/assets/press/; the rest
 * are drawn at build time by scripts/vite-plugin-press-kit.ts.
 */
export const pressKitAssets: readonly PressKitAsset[] = [
  mark('logo', 'light', 'svg'),
  mark('logo', 'light', 'png'),
  mark('logo', 'dark', 'svg'),
  mark('logo', 'dark', 'png'),
  mark('wordmark', 'light', 'svg'),
  mark('wordmark', 'light', 'png'),
  mark('wordmark', 'dark', 'svg'),
  mark('wordmark', 'dark', 'png'),
  { file: 'touch-grass-app-icon-1024.png', kind: 'app-icon', title: 'app icon' },
  { file: 'touch-grass-colours.txt', kind: 'colours', title: 'colour values' },
  {
    file: 'touch-grass-still-1-blocked.png',
    kind: 'still',
    title: 'an app on a break',
    alt: 'the touch grass block screen: a locked app icon and the words “this app is taking a break. touch grass to unlock it.”',
    atSeconds: 1.2,
    preview: 'touch-grass-still-1-blocked.jpg',
  },
  {
    file: 'touch-grass-still-2-grass-check.png',
    kind: 'still',
    title: 'the grass check',
    alt: 'the camera pointed at a lawn, with a yellow badge saying “real grass ✓”',
    atSeconds: 5.2,
    preview: 'touch-grass-still-2-grass-check.jpg',
  },
  {
    file: 'touch-grass-still-3-unlocked.png',
    kind: 'still',
    title: 'unlocked',
    alt: 'a green tick, the words “nice grass.” and a choice of short break, medium break, long break or all day',
    atSeconds: 7.4,
    preview: 'touch-grass-still-3-unlocked.jpg',
  },
]

export const pressKitZip = 'touch-grass-press-kit.zip'

export const pressKitPath = (file: string) => `/${pressKitDirectory}/${file}`
