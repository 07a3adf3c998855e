import type { Page } from '@playwright/test'
import { palette } from '../../src/styles/tokens'
import { consentCopy } from '../../src/content/consent'
import { helpSearchCopy } from '../../src/content/search'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { everyPath, resultPath } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { contrastOf, measureRingsByTab, type RingStop } from './support/focus-ring'

/**
 * The keyboard walks: every page, and the states that change what Tab reaches, walked once per
 * screen, colour scheme and consent-banner state, one browser page per walk. At each Tab stop the
 * one walk checks all a keyboard user is owed: the stop is wholly on screen and nothing is drawn
 * over it (support/focus-placement), its ring keeps 3:1 against what it touches (measured from
 * screenshots, support/focus-ring.ts), in the light scheme its outline is the ring's colour, and
 * it is one Tab stop; Tab comes round to the first stop, leaving the document at most once on
 * the way, and focus is never lost. Pages are walked with the consent banner shown (a first
 * visit) in the light scheme and answered in the dark one, so both states are walked at every
 * width; the states (dialogs, search results, the banner opened from the footer) with it
 * answered. docs/testing.md lists which walk holds which check.
 */

type Banner = 'shown' | 'answered'

type Walk = {
  name: string
  path: string
  open?: (page: Page) => Promise<void>
  maxStops?: number
  /** Fewest stops the walk must find. */
  atLeast: number
  /** Whether the consent banner is shown on arrival; a first visit sees it. */
  banner: Banner
  /** Measure each stop's ring (screenshots); false checks placement, order and outline only. */
  rings: boolean
}

const pageWalk = (path: string, banner: Banner, rings = true): Walk => ({
  name: `${path} (banner ${banner})`,
  path,
  atLeast: 6,
  banner,
  rings,
})

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
    banner: 'answered',
    rings: true,
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
    banner: 'answered',
    rings: true,
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
    banner: 'answered',
    rings: true,
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
    banner: 'answered',
    rings: true,
  },
]

type Scheme = 'light' | 'dark'
type Size = { width: number; height: number }
const phone: Size = { width: 390, height: 844 }
const laptop: Size = { width: 1280, height: 800 }
const zoomed: Size = { width: 320, height: 200 }

/** One test each: its pages and states walked in one browser page, at one size and scheme. */
const walkTests: { name: string; scheme: Scheme; size: Size; walks: Walk[] }[] = [
  ...[phone, laptop].flatMap((size) => [
    {
      name: 'light, banner shown',
      scheme: 'light' as const,
      size,
      walks: [...everyPath.map((path) => pageWalk(path, 'shown')), ...states],
    },
    {
      name: 'dark, banner answered',
      scheme: 'dark' as const,
      size,
      walks: [...everyPath.map((path) => pageWalk(path, 'answered')), ...states],
    },
  ]),
  // At 400 % zoom the rings are measured on the dialogs, the search and a result page; every
  // page is walked for placement and order, with the banner shown and answered.
  {
    name: 'light, banner shown',
    scheme: 'light',
    size: zoomed,
    walks: everyPath.map((path) => pageWalk(path, 'shown', false)),
  },
  {
    name: 'light, banner answered',
    scheme: 'light',
    size: zoomed,
    walks: [
      ...everyPath.map((path) => pageWalk(path, 'answered', path === resultPath)),
      states[0]!,
      states[1]!,
      states[2]!,
    ],
  },
  {
    name: 'dark, banner answered',
    scheme: 'dark',
    size: zoomed,
    walks: [states[0]!, states[1]!, states[2]!, pageWalk(resultPath, 'answered')],
  },
]

const minimum = 3
const banner = (page: Page) => page.getByRole('region', { name: consentCopy.title })
const answeredFlag = 'walk:banner-answered'

test.describe('keyboard walks', () => {
  // Each walk stores or clears the analytics choice itself, page by page (below).
  test.use({ analyticsConsent: null })

  for (const { name, scheme, size, walks } of walkTests) {
    test(`every Tab stop is on screen, uncovered, in order, its ring ${minimum}:1 against what it touches: ${name}, ${size.width} x ${size.height}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(420_000)
      await page.setViewportSize(size)
      // The banner's state for the next load: cleared for a first visit, or a choice stored.
      await page.addInitScript((flag) => {
        const key = 'touch-grass:analytics-consent'
        if (sessionStorage.getItem(flag)) localStorage.setItem(key, 'denied')
        else localStorage.removeItem(key)
      }, answeredFlag)
      // Reduced motion starts no transition, so a ring has its colour as soon as it has focus
      // (src/styles/app.css; the last test below).
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      const measured: (RingStop & { walk: string })[] = []
      const problems: string[] = []
      const seen = new Map<string, RingStop>()
      // A fresh browser page has no flag: the banner shows.
      let answered = false
      for (const walk of walks) {
        if (answered !== (walk.banner === 'answered')) {
          // sessionStorage belongs to the origin: set it from a file of the site.
          if (page.url() === 'about:blank') await page.goto('/favicon.svg')
          answered = walk.banner === 'answered'
          await page.evaluate(
            ([flag, on]) =>
              on ? sessionStorage.setItem(flag, '1') : sessionStorage.removeItem(flag),
            [answeredFlag, answered] as const,
          )
        }
        await gotoHydrated(page, walk.path)
        if (!walk.open) {
          if (walk.banner === 'shown') await expect(banner(page)).toBeVisible()
          else await expect(banner(page)).toBeHidden()
        }
        await walk.open?.(page)
        const {
          stops,
          end,
          endedAt,
          problems: found,
        } = await measureRingsByTab(page, {
          maxStops: walk.maxStops,
          seen,
          rings: walk.rings,
        })
        expect(stops.length, `${walk.name} has tab stops`).toBeGreaterThanOrEqual(walk.atLeast)
        // In a dialog the walk ends where focus leaves it: the blur between stops takes focus
        // out of the dialog's trap (accessibility.spec.ts walks its wrap-around).
        if (!walk.open && end !== 'round') {
          problems.push(
            `${walk.name}: Tab does not come round to the first stop (${end}${endedAt && `: ${endedAt}`})`,
          )
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
        if (walk.rings) measured.push(...stops.map((stop) => ({ ...stop, walk: walk.name })))
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
})

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

test('with reduced motion a ring is drawn whole at once, never fading in from the text colour', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await gotoHydrated(page, '/')
  // Read in the same task as the focus: what the first frame after a Tab paints.
  const drawn = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('footer a[href="/press"]')!
    link.focus({ focusVisible: true } as FocusOptions)
    return {
      outline: getComputedStyle(link).outlineColor,
      transitions: document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => (animation as CSSTransition).transitionProperty),
    }
  })
  expect(drawn).toEqual({ outline: rgb(palette.soil.DEFAULT), transitions: [] })
})
