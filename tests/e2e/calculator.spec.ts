import type { Locator, Page } from '@playwright/test'
import { calculatorCopy } from '../../src/content/calculator-copy'
import { shareCopy } from '../../src/content/calculator-share-copy'
import { timing } from '../../src/content/product'
import { parseEnv } from '../../src/lib/env.schema'
import { expect, expectNoAxeViolations, gotoHydrated, tabTo, test } from './support/fixtures'
import { recordedEvents } from './support/analytics'

const path = '/screentime-calculator'
const shareLink = `${path}?age=25-34&hours=3-4`
const appStoreUrl = parseEnv(process.env).VITE_APP_STORE_URL
const results = calculatorCopy.results

const ageQuestion = (page: Page) => page.getByRole('heading', { level: 2, name: /how old are you/ })
const hoursQuestion = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /your phone each day/ })
const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: results.heading })
const showAll = (page: Page) => page.getByRole('button', { name: results.showAll })
const badge = (page: Page) => page.getByRole('link', { name: 'Download on the App Store' })

/** The analytics queue: each entry is the arguments of one gtag('event', name, params) call. */
/** The calculator's own events; page_view is the layout's, covered by analytics.spec.ts. */
const analyticsEvents = async (page: Page) =>
  (await recordedEvents(page)).filter((event) => event.name !== 'page_view')

/**
 * How opaque a piece of text looks: its own opacity times its ancestors'. The staged result
 * lines are hidden from assistive technology (a summary speaks for them), so they are found
 * by their text and judged by what the eye gets.
 */
const opacityOf = (locator: Locator) =>
  locator.evaluate((node) => {
    let opacity = 1
    for (let element: Element | null = node; element; element = element.parentElement) {
      opacity *= Number(getComputedStyle(element).opacity)
    }
    return opacity
  })
const expectSeen = (locator: Locator) => expect.poll(() => opacityOf(locator)).toBe(1)
const expectUnseen = (locator: Locator) => expect.poll(() => opacityOf(locator)).toBe(0)

/**
 * Answers both questions with the clock paused, as a visitor would: results reached this way are
 * revealed on the schedule (a result opened by its link shows whole, result-pages.spec.ts).
 */
async function answerWithPausedClock(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await gotoHydrated(page, path)
  await page.getByRole('button', { name: '25-34 years old' }).click()
  await page.clock.runFor(timing.stepTransitionMs)
  await page.getByRole('button', { name: '3-4 hours' }).click()
  await page.clock.runFor(timing.stepTransitionMs)
}

/** One locator per result line, in the order the lines are revealed. */
const resultLines = (page: Page, figures: [string, string, string]) => [
  ...figures.map((value) => page.getByText(value, { exact: true })),
  page.getByText(/^that is \d+ springs? and/),
  page.getByText(/^no judgement\./),
  page.getByText(/^want some of it back\?/),
]

/**
 * Axe judges contrast as rendered, so it must not run while a line fades in. With the clock
 * paused no reveal can start, but axe waits on timers of its own: let the clock creep a
 * millisecond at a time until axe is done (a few dozen; the next reveal is 300 ms or more away).
 */
async function expectNoAxeViolationsWhilePaused(page: Page) {
  // The card fades its colours between steps (a CSS transition, timed by the browser, not by the
  // paused clock): axe judges each step as it settles, not the fade's middle frames.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  )
  let done = false
  const check = expectNoAxeViolations(page).finally(() => {
    done = true
  })
  while (!done) {
    // The clock belongs to the browser context, and axe briefly opens and closes a page of its
    // own in it; a tick that lands on that close fails harmlessly and is simply skipped.
    await page.clock.runFor(1).catch(() => {})
  }
  await check
}

test.describe('the calculator', () => {
  test('works by keyboard alone, with focus following each step @desktop', async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    await gotoHydrated(page, path)
    // The skip link, the owner's banner while it is on, the logo and the menu button come first.
    await tabTo(page, page.getByRole('button', { name: '14-24 years old' }))
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: '25-34 years old' })).toBeFocused()
    await page.keyboard.press('Enter')
    // the step fades out for 500 ms before the next one comes
    await page.clock.runFor(timing.stepTransitionMs - 1)
    await expect(ageQuestion(page)).toBeVisible()
    await page.clock.runFor(1)

    await expect(hoursQuestion(page)).toBeFocused()
    await expect(page.getByText('step 2 of 3')).toBeVisible()
    await expect(page).toHaveURL(`${path}?age=25-34`)
    for (const name of ['1-2 hours', '2-3 hours', '3-4 hours']) {
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name })).toBeFocused()
    }
    await page.keyboard.press('Space')
    await page.clock.runFor(timing.stepTransitionMs)

    await expect(resultsHeading(page)).toBeFocused()
    await expect(page).toHaveURL(`${path}/25-34/3-4`)
    await expect(resultsHeading(page)).toHaveAccessibleDescription(/1,277 hours/)
    await page.keyboard.press('Tab')
    await expect(showAll(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(showAll(page)).toBeHidden()
    await expect(resultsHeading(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(badge(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: shareCopy.button })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: shareCopy.saveImage })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: results.startAgain })).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(ageQuestion(page)).toBeFocused()
    await expect(page).toHaveURL(path)
  })

  test('a mouse run shows the figures for 55+ at 6+ hours a day @desktop', async ({ page }) => {
    await page.clock.install()
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: '55+ years old' }).click()
    await page.getByRole('button', { name: '6+ hours' }).click()
    await expect(resultsHeading(page)).toBeVisible()
    await expect(page).toHaveURL(`${path}/55-plus/6-plus`)

    await page.clock.runFor(14_000)
    // 7 h a day: 2555 hours, 106 days, and over the 20.5 years to 80, 5 years
    const lines = resultLines(page, ['2,555', '106', '5'])
    for (const line of lines) await expectSeen(line)
    await expect(badge(page)).toBeVisible()
    await expect(badge(page)).toHaveAttribute('href', appStoreUrl)
  })

  test('reveals the result lines at 0.3, 3, 5, 8, 11 and 14 s, the badge with the last', async ({
    page,
  }) => {
    await answerWithPausedClock(page)
    await expect(resultsHeading(page)).toBeVisible()
    const lines = resultLines(page, ['1,277', '53', '7'])

    let elapsedMs = 0
    for (const [index, delayS] of timing.resultRevealDelaysS.entries()) {
      await page.clock.runFor(delayS * 1000 - 1 - elapsedMs)
      await expectUnseen(lines[index]!)
      if (index > 0) await expectSeen(lines[index - 1]!)
      await page.clock.runFor(1)
      elapsedMs = delayS * 1000
    }
    for (const line of lines) await expectSeen(line)
    await expect(badge(page)).toBeVisible()
    await expect(showAll(page)).toBeHidden()
  })

  test('"show all now" skips the wait', async ({ page }) => {
    await answerWithPausedClock(page)
    await expect(badge(page)).toBeHidden()
    await showAll(page).click()
    for (const line of resultLines(page, ['1,277', '53', '7'])) await expectSeen(line)
    await expect(badge(page)).toBeVisible()
    await expect(resultsHeading(page)).toBeFocused()
  })

  test('a share link opens the results; a partial one opens the second question', async ({
    page,
  }) => {
    await gotoHydrated(page, shareLink)
    await expect(resultsHeading(page)).toBeVisible()
    await expect(page).toHaveURL(`${path}/25-34/3-4`)
    await expect(page.getByText('step 3 of 3')).toBeVisible()
    await expect(resultsHeading(page)).toHaveAccessibleDescription(
      /1,277 hours of you\. laid end to end, that is 53 days a year\..*by 80, that adds up to 7 years of your life\./,
    )

    await gotoHydrated(page, `${path}?age=45-54`)
    await expect(hoursQuestion(page)).toBeVisible()
    await expect(page.getByText('step 2 of 3')).toBeVisible()
  })

  for (const search of [
    '?age=99-100&hours=3-4',
    '?hours=3-4',
    '?age=%7B%7D',
    '?age=25-34&age=35-44',
  ]) {
    test(`invalid answers (${search}) fall back to the first question`, async ({ page }) => {
      await gotoHydrated(page, path + search)
      await expect(ageQuestion(page)).toBeVisible()
      await expect(page.getByText('step 1 of 3')).toBeVisible()
    })
  }

  test('an unknown screen time keeps a valid age and asks the second question', async ({
    page,
  }) => {
    await gotoHydrated(page, `${path}?age=25-34&hours=all-day`)
    await expect(hoursQuestion(page)).toBeVisible()
  })

  test('the back button steps back through the calculator', async ({ page }) => {
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: '35-44 years old' }).click()
    await page.getByRole('button', { name: '1-2 hours' }).click()
    await expect(resultsHeading(page)).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(`${path}?age=35-44`)
    await expect(hoursQuestion(page)).toBeFocused()
    await page.goBack()
    await expect(page).toHaveURL(path)
    await expect(ageQuestion(page)).toBeFocused()
    await page.goForward()
    await expect(hoursQuestion(page)).toBeVisible()
  })

  test('with reduced motion the steps change at once and the results appear together', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: '25-34 years old' }).click()
    await page.getByRole('button', { name: '3-4 hours' }).click()
    await expect(resultsHeading(page)).toBeFocused()
    for (const line of resultLines(page, ['1,277', '53', '7'])) {
      expect(await opacityOf(line)).toBe(1)
    }
    await expect(badge(page)).toBeVisible()
    await expect(showAll(page)).toHaveCount(0)
  })

  test('records the analytics events of the spec, view_results once', async ({ page }) => {
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: '25-34 years old' }).click()
    await page.getByRole('button', { name: '3-4 hours' }).click()
    await showAll(page).click()
    // keep the page (and its dataLayer) when the badge is clicked
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { once: true }),
    )
    await badge(page).click()

    expect(await analyticsEvents(page)).toEqual([
      { name: 'select_age_range', params: { age_range: '25-34' } },
      { name: 'select_screen_time', params: { screen_time: '3-4' } },
      {
        name: 'view_results',
        params: {
          age_range: '25-34',
          screen_time: '3-4',
          yearly_hours: 1277,
          yearly_days: 53,
          lifetime_years: 7,
        },
      },
      { name: 'app_store_click', params: { location: 'screentime-calculator' } },
    ])
  })

  test('a share link records view_results when it opens', async ({ page }) => {
    await gotoHydrated(page, `${path}?age=14-24&hours=1-2`)
    await expect(resultsHeading(page)).toBeVisible()
    await expect
      .poll(() => analyticsEvents(page))
      .toEqual([
        {
          name: 'view_results',
          params: {
            age_range: '14-24',
            screen_time: '1-2',
            yearly_hours: 547,
            yearly_days: 22,
            lifetime_years: 3,
          },
        },
      ])
  })
  test('the navigation still marks the calculator as the current page on a result', async ({
    page,
  }) => {
    await gotoHydrated(page, shareLink)
    await page.getByRole('button', { name: 'menu', exact: true }).click()
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'calculator', exact: true }),
    ).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('the calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the first question, its answers and why nothing happens', async ({ page }) => {
    await page.goto(shareLink)
    await expect(ageQuestion(page)).toBeVisible()
    await expect(page.getByRole('button', { name: '25-34 years old' })).toBeVisible()
    await expect(page.getByRole('button')).toContainText([
      '14-24',
      '25-34',
      '35-44',
      '45-54',
      '55+',
    ])
    // Playwright's text and role engines skip <noscript>, so this one looks at the element.
    const note = page.locator('noscript > p')
    await expect(note).toBeVisible()
    await expect(note).toHaveText(calculatorCopy.noscript)
  })
})

test.describe('calculator accessibility', () => {
  test('no axe violations at any step @desktop', async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    await gotoHydrated(page, path)
    await expectNoAxeViolationsWhilePaused(page)

    await page.getByRole('button', { name: '45-54 years old' }).click()
    await page.clock.runFor(timing.stepTransitionMs)
    await expect(hoursQuestion(page)).toBeFocused()
    await expectSeen(hoursQuestion(page))
    await expectNoAxeViolationsWhilePaused(page)

    await page.getByRole('button', { name: '4-5 hours' }).click()
    await page.clock.runFor(timing.stepTransitionMs)
    await expect(resultsHeading(page)).toBeFocused()
    await expectSeen(resultsHeading(page))
    await expectNoAxeViolationsWhilePaused(page)

    // five lines out, the last one (with the App Store badge) still to come
    await page.clock.runFor(timing.resultRevealDelaysS[4] * 1000)
    // 4.5 h a day at 49.5: 1642 hours, 68 days, 5 years
    const lines = resultLines(page, ['1,642', '68', '5'])
    await expectSeen(lines[4]!)
    await expect(badge(page)).toBeHidden()
    await expectNoAxeViolationsWhilePaused(page)

    await showAll(page).click()
    for (const line of lines) await expectSeen(line)
    await expectNoAxeViolationsWhilePaused(page)
  })

  test('no axe violations with reduced motion and every result shown', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, shareLink)
    await expect(badge(page)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
