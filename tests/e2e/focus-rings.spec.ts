import type { Page } from '@playwright/test'
import { palette } from '../../src/styles/tokens'
import { consentCopy } from '../../src/content/consent'
import { allPages } from '../../src/content/pages'
import { helpSearchCopy } from '../../src/content/search'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { expect, gotoHydrated, test } from './support/fixtures'
import { contrastOf, measureRingsByTab, type RingStop } from './support/focus-ring'

/**
 * Every focus ring, measured from screenshots: each Tab stop with and without focus, the changed
 * pixels against what they touch (support/focus-ring.ts). Every page and state at a phone's and
 * a laptop's width, in both colour schemes; the menu, the waitlist dialog and a result page at
 * 320 x 200 (400 % zoom) too. One browser page per scheme and size. The same walk holds what
 * else each stop owes a keyboard user: it is one Tab stop, wholly on screen and drawn over by
 * nothing (support/focus-placement), and in the light scheme its outline is the ring's colour;
 * Tab comes round to the first stop, leaving the document at most once on the way.
 */

const resultPath = '/screentime-calculator/25-34/3-4'
const everyPath = [...allPages.map((page) => page.path), resultPath, '/nowhere']

type Walk = {
  name: string
  path: string
  open?: (page: Page) => Promise<void>
  maxStops?: number
  /** Fewest stops the walk must find. */
  atLeast: number
}

const pageWalk = (path: string): Walk => ({ name: path, path, atLeast: 6 })

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`
// Soil on light surfaces, sun on dark ones (src/styles/app.css).
const ringColours = [rgb(palette.soil.DEFAULT), rgb(palette.sun.DEFAULT)]

const pressToOpen = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).first().focus()
  await page.keyboard.press('Enter')
}

const states: Walk[] = [
  {
    name: 'menu open',
    path: '/',
    open: async (page) => {
      await pressToOpen(page, 'menu')
      await expect(page.getByRole('button', { name: 'close menu' })).toBeFocused()
    },
    atLeast: 3,
  },
  {
    name: 'waitlist open',
    path: '/',
    open: async (page) => {
      await pressToOpen(page, 'join android waitlist')
      await expect(page.getByRole('dialog', { name: waitlistCopy.title })).toBeVisible()
      await expect(page.getByLabel(waitlistFields.email.label)).toBeFocused()
    },
    atLeast: 2,
  },
  {
    name: 'help search results',
    path: '/faq',
    open: async (page) => {
      await page.getByRole('combobox', { name: helpSearchCopy.label }).focus()
      await page.keyboard.type('skip')
      await expect(page.getByRole('option').first()).toBeVisible()
      await page.keyboard.press('ArrowDown')
    },
    maxStops: 6,
    atLeast: 2,
  },
  {
    name: 'cookie banner shown',
    path: '/terms',
    open: async (page) => {
      await pressToOpen(page, consentCopy.settings)
      await expect(page.getByRole('region', { name: consentCopy.title })).toBeFocused()
    },
    maxStops: 4,
    atLeast: 2,
  },
]

const walksBySize: { size: { width: number; height: number }; walks: Walk[] }[] = [
  {
    size: { width: 390, height: 844 },
    walks: [...everyPath.map(pageWalk), ...states],
  },
  {
    size: { width: 1280, height: 800 },
    walks: [...everyPath.map(pageWalk), ...states],
  },
  {
    size: { width: 320, height: 200 },
    walks: [states[0]!, states[1]!, states[2]!, pageWalk(resultPath)],
  },
]

const minimum = 3
const banner = (page: Page) => page.getByRole('region', { name: consentCopy.title })

for (const scheme of ['light', 'dark'] as const) {
  for (const { size, walks } of walksBySize) {
    test(`focus rings keep ${minimum}:1 against what they touch: ${scheme}, ${size.width} x ${size.height}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(420_000)
      await page.setViewportSize(size)
      // Reduced motion settles the controls' colour transitions at once (src/styles/app.css).
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      const measured: (RingStop & { walk: string })[] = []
      const problems: string[] = []
      const seen = new Map<string, RingStop>()
      for (const walk of walks) {
        await gotoHydrated(page, walk.path)
        if (!walk.open) await expect(banner(page)).toBeHidden()
        await walk.open?.(page)
        const {
          stops,
          end,
          problems: found,
        } = await measureRingsByTab(page, {
          maxStops: walk.maxStops,
          seen,
        })
        expect(stops.length, `${walk.name} has tab stops`).toBeGreaterThanOrEqual(walk.atLeast)
        // In a dialog the walk ends where focus leaves it: the blur between stops takes focus
        // out of the dialog's trap (accessibility.spec.ts walks its wrap-around).
        if (!walk.open && end !== 'round') {
          problems.push(`${walk.name}: Tab does not come round to the first stop (${end})`)
        }
        problems.push(...found.map((problem) => `${walk.name}: ${problem}`))
        for (const stop of stops) {
          if (stop.offscreen)
            problems.push(`${walk.name}: ${stop.id} is off screen ${stop.offscreen}`)
          if (stop.covered) problems.push(`${walk.name}: ${stop.id} is covered: ${stop.covered}`)
          if (scheme === 'light' && !ringColours.includes(stop.outline ?? '')) {
            problems.push(`${walk.name}: ${stop.id} has no ring outline (${stop.outline})`)
          }
        }
        measured.push(...stops.map((stop) => ({ ...stop, walk: walk.name })))
      }
      const lowest = Math.min(...measured.map((stop) => stop.contrast))
      testInfo.annotations.push({
        type: 'rings',
        description: `${scheme} ${size.width}x${size.height}: ${measured.length} stops, lowest ${lowest.toFixed(2)}:1 (${measured.find((stop) => stop.contrast === lowest)?.id})`,
      })
      const weak = measured.filter((stop) => stop.contrast < minimum)
      for (const [index, stop] of weak.entries()) {
        for (const [state, body] of Object.entries(stop.pictures ?? {})) {
          await testInfo.attach(`weak ring ${index + 1} ${state}`, {
            body,
            contentType: 'image/png',
          })
        }
      }
      expect([
        ...weak.map((stop) => `${stop.walk}: ${stop.id} ${stop.contrast.toFixed(2)}:1`),
        ...problems,
      ]).toEqual([])
    })
  }
}

test('the ring measure reads a known ring’s contrast', async ({ page }) => {
  // Grey rings of known contrast on a white page, around a green button: the measure must find
  // the weaker side (ring against button or ring against page).
  for (const [ring, button] of [
    ['#777777', '#17602f'],
    ['#13251a', '#17602f'],
    ['#13251a', '#ffffff'],
  ] as const) {
    await page.setContent(`<style>
      body { background: #fff; margin: 40px }
      button { background: ${button}; border: 0; width: 120px; height: 48px; border-radius: 24px }
      button:focus-visible { outline: 3px solid ${ring}; outline-offset: 0 }
    </style><button>go</button>`)
    const {
      stops: [stop],
    } = await measureRingsByTab(page, { maxStops: 1 })
    const hex = (text: string) =>
      [1, 3, 5].map((start) => parseInt(text.slice(start, start + 2), 16)) as [
        number,
        number,
        number,
      ]
    const expected = Math.min(
      contrastOf(hex(ring), hex('#ffffff')),
      button === '#ffffff' ? Infinity : contrastOf(hex(ring), hex(button)),
    )
    // Blends where the ring curves make the measure err a little low, never high.
    expect(stop?.contrast).toBeGreaterThan(expected * 0.9)
    expect(stop?.contrast).toBeLessThan(expected * 1.02)
  }
})
