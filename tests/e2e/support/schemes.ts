import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoHydrated } from './fixtures'

// The scheme walks' visit (accessibility.spec.ts, and announcement.spec.ts with the banner on):
// a page loaded in daylight, its filled controls marked, then shown in another scheme, where each
// must keep its edge and, in the dark scheme, the page must pass axe.

export type Scheme = 'dark' | 'forced colours'

async function emulate(page: Page, scheme: Scheme) {
  // Reduced motion settles the buttons' colour transitions at once (src/styles/app.css).
  if (scheme === 'dark') await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
  else await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
}

/**
 * Marks the controls that show themselves as a filled shape (a background unlike the surface
 * behind them), in the daylight scheme. In forced colours those backgrounds are painted over,
 * so each needs a border of its own; in the dark scheme the shape or its border must still
 * stand out at 3:1.
 */
function markFilledControls(page: Page) {
  return page.evaluate(() => {
    const opaque = (colour: string) =>
      colour !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(colour)
    const surfaceBehind = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor
        if (opaque(background)) return background
      }
      return 'rgb(255, 255, 255)'
    }
    // A video's picture is its own edge; forced colours leave pictures alone.
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), textarea, select',
    )
    let marked = 0
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      // Skips what is out of reach on purpose (the contact form's honeypot).
      if (box.width < 8 || box.height < 8 || box.right <= 0) continue
      const background = getComputedStyle(control).backgroundColor
      const filled = opaque(background) && background !== surfaceBehind(control)
      const field = /^(INPUT|TEXTAREA|SELECT)$/.test(control.tagName)
      if (filled || field) {
        control.setAttribute('data-filled-control', '')
        marked++
      }
    }
    return marked
  })
}

/** The marked controls that have lost their edge in the emulated scheme. */
function controlsWithoutBoundary(page: Page, scheme: Scheme) {
  return page.evaluate((scheme) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number)
    const opaque = (colour: string) => colour !== 'transparent' && (channels(colour)[3] ?? 1) > 0.5
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((c) => c / 255)
      const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return (light + 0.05) / (dark + 0.05)
    }
    const surfaceBehind = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor
        if (opaque(background)) return background
      }
      return 'rgb(255, 255, 255)'
    }
    const lost: string[] = []
    for (const control of document.querySelectorAll<HTMLElement>('[data-filled-control]')) {
      const style = getComputedStyle(control)
      const behind = surfaceBehind(control)
      const border =
        parseFloat(style.borderTopWidth) >= 1 &&
        style.borderTopStyle !== 'none' &&
        opaque(style.borderTopColor)
      const standsOut =
        scheme === 'forced colours'
          ? border && style.borderTopColor !== behind
          : (opaque(style.backgroundColor) && contrast(style.backgroundColor, behind) >= 3) ||
            (border && contrast(style.borderTopColor, behind) >= 3)
      if (!standsOut) {
        const name = (control.getAttribute('aria-label') || control.textContent || '').trim()
        lost.push(`${control.tagName.toLowerCase()} "${name.slice(0, 30)}"`)
      }
    }
    return lost
  }, scheme)
}

/**
 * The FAQ's later groups skip rendering until they near the screen (content-visibility: auto);
 * Chromium keeps their daylight colours until then, where axe reads them. A visitor sees each
 * group rendered, so axe checks them rendered: after the frame that renders them (read at once,
 * they kept their daylight colours in 1 of 6 full runs here).
 */
export async function renderEverything(page: Page) {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible'
      }
    }
    await new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered)))
  })
}

/**
 * Loads `url` in daylight, enters a state, then shows it in `scheme`: the controls that lost
 * their edge there, each named; in the dark scheme axe must pass too (`exclude` as axe's).
 */
export async function visitInScheme(
  page: Page,
  url: string,
  scheme: Scheme,
  {
    enter,
    exclude = [],
    shown,
  }: {
    enter?: (page: Page) => Promise<void>
    exclude?: string[]
    /** Called once the scheme is shown, before axe: a screenshot, a measure. */
    shown?: () => Promise<void>
  } = {},
) {
  await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none', reducedMotion: 'reduce' })
  await gotoHydrated(page, url)
  await enter?.(page)
  expect(await markFilledControls(page)).toBeGreaterThan(0)
  const daylight = await page.evaluate(() => getComputedStyle(document.body).color)
  await emulate(page, scheme)
  // The new scheme's styles may land a frame later (the press page's were seen to): wait.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).color))
    .not.toBe(daylight)
  const lost = await controlsWithoutBoundary(page, scheme)
  await shown?.()
  if (scheme === 'dark') {
    await renderEverything(page)
    await expectNoAxeViolations(page, { exclude })
  }
  return lost
}
