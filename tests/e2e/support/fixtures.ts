import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Fixtures = {
  /** The analytics choice already stored when a test starts; null shows the consent banner. */
  analyticsConsent: 'granted' | 'denied' | null
  /** Console messages and uncaught errors a test provokes on purpose (a request it blocks, say). */
  expectedConsoleMessages: RegExp | null
  /** Console errors, warnings and uncaught exceptions; any other one fails the test. */
  consoleProblems: string[]
}

export const test = base.extend<Fixtures>({
  analyticsConsent: ['denied', { option: true }],
  page: async ({ page, analyticsConsent }, use) => {
    if (analyticsConsent) {
      await page.addInitScript((choice) => {
        window.localStorage.setItem('touch-grass:analytics-consent', choice)
      }, analyticsConsent)
    }
    await use(page)
  },
  expectedConsoleMessages: [null, { option: true }],
  consoleProblems: [
    async ({ page, expectedConsoleMessages }, use) => {
      const problems: string[] = []
      // A page that is meant to answer 404 makes Chromium log its status; that is not a problem.
      const missingDocuments = new Set<string>()
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document' && response.status() === 404) {
          missingDocuments.add(response.url())
        }
      })
      page.on('console', (message) => {
        if (missingDocuments.has(message.location().url)) return
        if (expectedConsoleMessages?.test(message.text())) return
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => {
        if (expectedConsoleMessages?.test(error.message)) return
        problems.push(`pageerror: ${error.message}`)
      })
      await use(problems)
      expect(problems, 'the browser console stays clean').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until the page is live: `<html data-live>`, which the app sets once React handles events. */
export async function waitForLive(page: Page, options: { timeout?: number } = {}) {
  await page.locator('html[data-live]').waitFor({ state: 'attached', ...options })
}

/** Loads a page and waits until it is live. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForLive(page)
  return response
}

/**
 * Presses Tab until `target` has focus, as a keyboard user goes from the top of the page to a
 * control: however many stops come first (the owner's banner may be shown), at most `limit`.
 */
export async function tabTo(page: Page, target: Locator, limit = 20) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * At 320 px nothing scrolls sideways, with the page's own spacing and with text spacing
 * overridden (WCAG 1.4.10 and 1.4.12); then the screen is `restore` again (the spacing stays
 * until the next load). The page lays itself out again at the new width, as a phone turned or a
 * window narrowed does.
 */
export async function expectNoSidewaysScrollAt320(
  page: Page,
  restore: { width: number; height: number },
) {
  const sidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  await page.setViewportSize({ width: 320, height: 640 })
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(320)
  expect(await sidewaysScroll(), 'sideways scroll at 320 px').toBeLessThanOrEqual(0)
  await page.addStyleTag({
    content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
          p { margin-bottom: 2em !important; }`,
  })
  expect(
    await sidewaysScroll(),
    'sideways scroll at 320 px, text spacing overridden',
  ).toBeLessThanOrEqual(0)
  await page.setViewportSize(restore)
}

/**
 * Runs axe with the WCAG 2.2 AA tags and expects no violations in the page's current state.
 * `exclude` leaves out selectors checked elsewhere in a settled state (the homepage's changing
 * word, whose half-faded frames are transitions, not states).
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags)
  for (const selector of exclude) builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}
