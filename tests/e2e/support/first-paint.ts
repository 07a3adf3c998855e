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
 * paint, long before the JavaScript has run: what a visitor sees as "ready". It also counts the
 * presses made before the app said it was live (lib/held-actions), so a test can show that its
 * tap really landed in that window.
 */
export async function gotoFirstPaint(page: Page, path: string) {
  await page.addInitScript(() => {
    let live = false
    window.pressesBeforeLive = 0
    document.addEventListener('touch-grass:live', () => (live = true))
    const count = () => {
      if (!live) window.pressesBeforeLive! += 1
    }
    addEventListener('click', count, true)
    addEventListener('submit', count, true)
  })
  await throttleLikeAPhone(await page.context().newCDPSession(page))
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 20 },
  )
}

export const pressesBeforeLive = (page: Page) => page.evaluate(() => window.pressesBeforeLive ?? 0)
