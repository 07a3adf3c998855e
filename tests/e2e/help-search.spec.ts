import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { numberSections } from '../../src/content/legal'
import { helpSearchEntry, pages } from '../../src/content/pages'
import { helpSearchCopy } from '../../src/content/search'
import { popularQuestions, searchResultsCopy } from '../../src/content/search-results'
import { announcePauseMs } from '../../src/features/search/announce'
import { maxQueryLength } from '../../src/features/search/query-limit'
import { siteContent } from './support/content'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures'
import { focusPlacement } from './support/focus-placement'
import { measureRingsByTab } from './support/focus-ring'

/**
 * The help search on the built site: typed queries landing on the exact answer, the combobox's
 * keys, the no-result state, what loads when, and that nothing typed leaves the page. Expected
 * answers come from content/, as the build reads it.
 */

const items = siteContent.faqGroups.flatMap((group) => group.items)
const question = (pattern: RegExp) => items.find((item) => pattern.test(item.question))!
const android = question(/android/)
const cancel = question(/cancel/)
const locationData = numberSections(siteContent.legal.privacy)
  .flatMap((section) => section.subsections)
  .find((subsection) => /location data/i.test(subsection.title))!

/**
 * The chunks that hold the search's library and index, from the bundler's own list: read when a
 * test runs, so the suite can be listed before anything is built.
 */
const searchChunks = () =>
  (
    JSON.parse(readFileSync('dist/build-manifest.json', 'utf8')) as {
      chunks: { file: string; packages: string[] }[]
    }
  ).chunks
    .filter((chunk) => chunk.packages.includes('minisearch'))
    .map((chunk) => `/${chunk.file}`)

/** The search's chunks this page has fetched so far. */
const searchFetched = (fetched: string[], chunks: string[]) =>
  fetched.filter((path) => chunks.includes(path))

const field = (page: Page) => page.getByRole('combobox', { name: helpSearchCopy.label })
const results = (page: Page) => page.getByRole('listbox', { name: helpSearchCopy.resultsLabel })
const option = (page: Page, name: string | RegExp) =>
  results(page).getByRole('option').filter({ hasText: name })
const faqQuestion = (page: Page, text: string) =>
  page.getByRole('main').getByRole('button', { name: text, exact: true })

const region = (page: Page) => page.locator(`[role="search"] [aria-live="polite"]`)

/** The option at `index` is the active one, for the field and for itself. */
async function expectActive(page: Page, index: number) {
  const options = results(page).getByRole('option')
  const id = (await options.nth(index).getAttribute('id'))!
  await expect(field(page)).toHaveAttribute('aria-activedescendant', id)
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true')
}

async function expectClosed(page: Page) {
  await expect(results(page)).toBeHidden()
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(field(page)).not.toHaveAttribute('aria-activedescendant')
}

async function search(page: Page, query: string) {
  await field(page).click()
  await field(page).fill('')
  await field(page).pressSequentially(query)
}

async function expectOnScreen(page: Page, target: Locator) {
  await expect(target).toBeFocused()
  await expect(target).toBeInViewport()
  const placement = await page.evaluate(focusPlacement)
  expect(placement?.offscreen ?? null).toBeNull()
  expect(placement?.covered ?? null).toBeNull()
}

test('a typo: “andriod” finds the android question; Enter opens it, focused', async ({ page }) => {
  await gotoHydrated(page, pages.faq.path)
  await search(page, 'andriod')
  const first = results(page).getByRole('option').first()
  await expect(first).toContainText(android.question)
  await expect(first).toContainText(`faq · `)
  await expect(first.locator('mark').first()).toHaveText(/android/i)
  await page.keyboard.press('ArrowDown')
  await expect(field(page)).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id'))!,
  )
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${pages.faq.path}#${android.id}`)
  const trigger = faqQuestion(page, android.question)
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expectOnScreen(page, trigger)
})

test('a word form: “cancelling” finds “how do i cancel?”; a press on it opens it', async ({
  page,
}) => {
  await gotoHydrated(page, pages.faq.path)
  await search(page, 'cancelling')
  await expect(results(page).getByRole('option').first()).toContainText(cancel.question)
  await results(page).getByRole('option').first().click()
  await expect(page).toHaveURL(`${pages.faq.path}#${cancel.id}`)
  const trigger = faqQuestion(page, cancel.question)
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expectOnScreen(page, trigger)
  await expect(page.getByRole('region', { name: cancel.question })).toBeVisible()
})

test('a legal section: “location data” lands on the privacy policy’s heading, focused', async ({
  page,
}) => {
  await gotoHydrated(page, pages.faq.path)
  await search(page, 'location data')
  const target = option(page, `privacy policy · `).filter({ hasText: locationData.title })
  await expect(target).toBeVisible()
  const index = await results(page)
    .getByRole('option')
    .evaluateAll(
      (options, id) => options.findIndex((element) => element.id === id),
      await target.getAttribute('id'),
    )
  for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${pages.privacy.path}#${locationData.id}`)
  await expectOnScreen(page, page.locator(`[id="${locationData.id}"]`))
})

test('an item’s own address opens it from another page: /faq#… and /privacy#…', async ({
  page,
}) => {
  await gotoHydrated(page, `${pages.faq.path}#${cancel.id}`)
  const trigger = faqQuestion(page, cancel.question)
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expectOnScreen(page, trigger)
  await gotoHydrated(page, `${pages.privacy.path}#${locationData.id}`)
  await expectOnScreen(page, page.locator(`[id="${locationData.id}"]`))
})

test('no result: says so, suggests popular questions and the contact form for support', async ({
  page,
}) => {
  await gotoHydrated(page, pages.faq.path)
  await search(page, 'submarine')
  await expect(page.getByText(searchResultsCopy.noResults)).toBeVisible()
  await expect(results(page)).toBeHidden()
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false')
  const popular = popularQuestions(siteContent.faqGroups)
  expect(popular.length).toBeGreaterThanOrEqual(2)
  for (const item of popular) {
    await expect(page.getByRole('link', { name: item.question })).toHaveAttribute(
      'href',
      `#${item.id}`,
    )
  }
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: searchResultsCopy.contact }).click()
  await expect(page).toHaveURL(`${pages.contact.path}?type=support`)
  await expect(page.getByRole('radio', { name: 'support' })).toBeChecked()
})

test('the keyboard path: Tab in, arrows, Escape closes, then clears, then leaves the field alone', async ({
  page,
}) => {
  await gotoHydrated(page, pages.faq.path)
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press('Tab')
    if (await field(page).evaluate((element) => element === document.activeElement)) break
  }
  await expect(field(page)).toBeFocused()
  await page.keyboard.type('skip')
  const options = results(page).getByRole('option')
  await expect(options.first()).toBeVisible()
  const count = await options.count()
  expect(count).toBeGreaterThan(1)
  await expect(region(page)).toHaveText(searchResultsCopy.count(count))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 1)
  await page.keyboard.press('ArrowUp')
  await expectActive(page, 0)
  await page.keyboard.press('ArrowUp')
  await expectActive(page, count - 1)
  await expectOnScreen(page, field(page))
  // The first Escape closes the list and keeps the text; the count goes with the list.
  await page.keyboard.press('Escape')
  await expectClosed(page)
  await expect(field(page)).toHaveValue('skip')
  await expect(region(page)).toHaveText('')
  // Down opens it again, on the first result; Alt+Up closes it, keeping the text.
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 0)
  await page.keyboard.press('Alt+ArrowUp')
  await expectClosed(page)
  await expect(field(page)).toHaveValue('skip')
  // Enter with no result moved to opens nothing: it closes the list and keeps the text.
  await page.keyboard.press('Alt+ArrowDown')
  await expect(options.first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expectClosed(page)
  await expect(page).toHaveURL(pages.faq.path)
  await expect(field(page)).toHaveValue('skip')
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 0)
  await page.keyboard.press('Escape')
  await expectClosed(page)
  // The second clears the text.
  await page.keyboard.press('Escape')
  await expect(field(page)).toHaveValue('')
  await expectClosed(page)
  await expect(region(page)).toHaveText('')
  await page.keyboard.press('Escape')
  await expect(field(page)).toBeFocused()
})

test('Tab leaves the combobox for the next control and closes the list @desktop', async ({
  page,
}) => {
  await gotoHydrated(page, pages.faq.path)
  await field(page).click()
  // Where Tab goes from the field when there is no list: the next control on the page.
  await page.keyboard.press('Tab')
  const next = await page.evaluate(() => {
    const element = document.activeElement
    return element ? `${element.tagName}|${element.id}|${element.textContent?.trim() ?? ''}` : ''
  })
  expect(next).not.toBe('')
  await page.keyboard.press('Shift+Tab')
  await expect(field(page)).toBeFocused()
  await page.keyboard.type('skip')
  const options = results(page).getByRole('option')
  await expect(options.first()).toBeVisible()
  // The results scroll on their own, so they are long enough to tempt a Tab stop.
  expect(
    await results(page).evaluate((element) => element.scrollHeight > element.clientHeight),
  ).toBe(true)
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 0)
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => {
      const element = document.activeElement
      return element ? `${element.tagName}|${element.id}|${element.textContent?.trim() ?? ''}` : ''
    }),
  ).toBe(next)
  await expectClosed(page)
  // Back in the field the text is kept and the list stays closed until a key asks for it.
  await page.keyboard.press('Shift+Tab')
  await expect(field(page)).toBeFocused()
  await expect(field(page)).toHaveValue('skip')
  await expectClosed(page)
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 0)
})

test('a click outside closes the list and keeps the text; a click on the field shows it again', async ({
  page,
}) => {
  await gotoHydrated(page, pages.faq.path)
  await search(page, 'skip')
  await expect(results(page).getByRole('option').first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expectActive(page, 0)
  await page.getByRole('heading', { level: 1 }).click()
  await expectClosed(page)
  await expect(field(page)).toHaveValue('skip')
  await field(page).click()
  await expect(results(page).getByRole('option').first()).toBeVisible()
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true')
})

test('editing keys (Home, End, left, right) take the mark off the active result', async ({
  page,
}) => {
  await gotoHydrated(page, pages.faq.path)
  await search(page, 'skip')
  await expect(results(page).getByRole('option').first()).toBeVisible()
  for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
    await page.keyboard.press('ArrowDown')
    await expectActive(page, 0)
    await page.keyboard.press(key)
    await expect(field(page), key).not.toHaveAttribute('aria-activedescendant')
    await expect(results(page).locator('[aria-selected="true"]'), key).toHaveCount(0)
    await expect(results(page), key).toBeVisible()
  }
  // Left and right still move the caret in the text.
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowRight')
  expect(await field(page).evaluate((element: HTMLInputElement) => element.selectionStart)).toBe(1)
})

test('each result is named by its title and place, and described by its excerpt', async ({
  page,
}) => {
  await gotoHydrated(page, pages.faq.path)
  await search(page, 'andriod')
  const first = results(page).getByRole('option').first()
  await expect(first).toContainText(android.question)
  const group = siteContent.faqGroups.find((candidate) => candidate.items.includes(android))!
  // Title and place, with a pause between them (Chromium keeps a space before the comma).
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const name = new RegExp(`^${escaped(android.question)} ?, faq · ${escaped(group.title)}$`)
  await expect(first).toHaveAccessibleName(name)
  const excerpt = (await first.locator('span').last().textContent())!.replace(/\s+/g, ' ').trim()
  expect(excerpt.length).toBeGreaterThan(40)
  await expect(first).toHaveAccessibleDescription(excerpt)
  // Found by its name, as a screen reader's list of options reads it.
  await expect(results(page).getByRole('option', { name })).toHaveCount(1)
})

test('a 1 MB paste is cut to a query’s length and answered at once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, pages.faq.path)
  await field(page).click()
  const pasted = `android ${'submarine '.repeat(110_000)}`
  expect(pasted.length).toBeGreaterThan(1_000_000)
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted)
  await page.keyboard.press('ControlOrMeta+V')
  // Its length, not its text: a failure here would print the megabyte.
  await expect
    .poll(() => field(page).evaluate((element: HTMLInputElement) => element.value.length))
    .toBe(maxQueryLength)
  await expect(field(page)).toHaveValue(pasted.slice(0, maxQueryLength))
  await expect(results(page).getByRole('option').first()).toContainText(android.question)
})

test('the number of results is said politely, once per pause in typing', async ({ page }) => {
  // The page's clock is the test's: a busy machine's slow keystrokes are no pause.
  await page.clock.install()
  await gotoHydrated(page, pages.faq.path)
  // The region comes with the results' code, fetched on focus: listened to before the first key.
  await field(page).click()
  await expect(region(page)).toBeAttached()
  await region(page).evaluate((element) => {
    const said: string[] = []
    ;(window as unknown as { said: string[] }).said = said
    new MutationObserver(() => said.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    })
  })
  const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  for (const key of 'refund') {
    await page.keyboard.type(key)
    await page.clock.runFor(announcePauseMs - 1)
  }
  const count = await results(page).getByRole('option').count()
  expect(count).toBeGreaterThan(0)
  expect(await said()).toEqual([])
  await page.clock.runFor(1)
  await expect.poll(said).toEqual([searchResultsCopy.count(count)])
  await page.clock.runFor(announcePauseMs * 3)
  expect(await said()).toEqual([searchResultsCopy.count(count)])
})

test('costs nothing until used: no search code in the first load, fetched on focus', async ({
  page,
}) => {
  const chunks = searchChunks()
  expect(chunks.length).toBeGreaterThan(0)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await gotoHydrated(page, pages.faq.path)
  await page.waitForLoadState('networkidle')
  expect(searchFetched(fetched, chunks)).toEqual([])
  await field(page).focus()
  await expect.poll(() => searchFetched(fetched, chunks)).not.toEqual([])
})

test('the menu’s “search help” lands in the field and fetches the search', async ({ page }) => {
  const chunks = searchChunks()
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'menu', exact: true }).click()
  await page.getByRole('dialog').getByRole('link', { name: helpSearchEntry.label }).click()
  await expect(page).toHaveURL(`${pages.faq.path}#${helpSearchEntry.id}`)
  await expectOnScreen(page, field(page))
  await expect.poll(() => searchFetched(fetched, chunks)).not.toEqual([])
  // Still a Tab stop, though a page arrival focused it.
  await expect(field(page)).toHaveAttribute('tabindex', '0')
})

test('nothing typed reaches an address, a request or the page’s URL', async ({ page }) => {
  const query = 'andriodzz'
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url(), request.postData() ?? ''))
  await gotoHydrated(page, pages.faq.path)
  await search(page, query)
  await page.keyboard.press('Enter')
  await search(page, 'andriod')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${pages.faq.path}#${android.id}`)
  expect(urls.filter((url) => url.includes('andriod'))).toEqual([])
})

test.describe('results shown', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`pass axe and keep focus rings and placement: ${scheme} @desktop`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await gotoHydrated(page, pages.faq.path)
      await search(page, 'skip')
      await expect(results(page).getByRole('option').first()).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await expectOnScreen(page, field(page))
      await expectNoAxeViolations(page)
      const { stops, problems } = await measureRingsByTab(page, { maxStops: 4 })
      expect(problems).toEqual([])
      for (const stop of stops) {
        expect(stop.offscreen, stop.id).toBeNull()
        expect(stop.covered, stop.id).toBeNull()
        expect(stop.contrast, stop.id).toBeGreaterThanOrEqual(3)
      }
    })
  }

  test('at 320 x 200 the field and the chosen result both stay on screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 200 })
    await gotoHydrated(page, pages.faq.path)
    await search(page, 'skip')
    const options = results(page).getByRole('option')
    await expect(options.first()).toBeVisible()
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('ArrowDown')
      await expectOnScreen(page, field(page))
      await expect(options.nth(step)).toBeInViewport({ ratio: 0.3 })
    }
    await expectNoAxeViolations(page)
  })

  test('in forced colours the chosen result and the marked words still show', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await gotoHydrated(page, pages.faq.path)
    await search(page, 'cancel')
    const chosen = results(page).getByRole('option').first()
    // The index arrives on intent: the results show once it has, and only then can one be chosen.
    await expect(chosen).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(chosen).toHaveAttribute('aria-selected', 'true')
    const outline = await chosen.evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).not.toBe('none')
    const mark = await chosen
      .locator('mark')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor)
    const text = await chosen.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(mark).not.toBe(text)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the field is not shown and every answer is on the page', async ({ page }) => {
    await page.goto(pages.faq.path)
    await expect(page.locator(`#${helpSearchEntry.id}`)).toBeHidden()
    await expect(page.getByText(helpSearchCopy.label)).toBeHidden()
    for (const item of items) await expect(page.getByText(item.question)).toBeVisible()
  })
})
