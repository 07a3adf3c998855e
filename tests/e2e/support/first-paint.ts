import type { Page } from '@playwright/test'
import { throttleLikeAPhone } from '../../../scripts/lib/phone-throttling.mjs'

declare global {
  interface Window {
    /** Presses (clicks, Enter or Space on a button, form submits) made before the page was live. */
    pressesBeforeLive?: number
  }
}

/**
 * Opens `path` on a throttled phone (4x CPU, slow network) and returns at its first contentful
 * paint, long before the JavaScript has run: what a visitor sees as "ready". The page's scripts
 * are also held back until the test calls `releaseScripts`, so the presses it makes first land
 * before the page is live however fast or loaded the machine is (a press that lands later
 * proves nothing). It counts the presses on buttons and the submits made before the app said
 * it was live (lib/loading/held-actions), for `expectPressedBeforeLive`.
 */
export async function gotoFirstPaint(page: Page, path: string) {
  await page.addInitScript(() => {
    let live = false
    window.pressesBeforeLive = 0
    document.addEventListener('touch-grass:live', () => (live = true))
    const count = (event: Event) => {
      const press =
        event.type === 'submit' ||
        (event.target instanceof Element && event.target.closest('button') !== null)
      if (press && !live) window.pressesBeforeLive! += 1
    }
    addEventListener('click', count, true)
    addEventListener('submit', count, true)
  })
  let releaseScripts = () => {}
  const released = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await throttleLikeAPhone(await page.context().newCDPSession(page))
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 20 },
  )
  return { releaseScripts }
}

/** How many presses landed before the page was live, then lets the page's scripts run. */
export async function pressesBeforeLive(
  page: Page,
  { releaseScripts }: { releaseScripts: () => void },
) {
  const count = await page.evaluate(() => window.pressesBeforeLive ?? 0)
  releaseScripts()
  return count
}
