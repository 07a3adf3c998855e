import { numberSections } from '../../src/content/legal'
import { pages } from '../../src/content/pages'
import { formCopy } from '../../src/content/forms'
import { helpSearchCopy } from '../../src/content/search'
import { searchResultsCopy } from '../../src/content/search-results'
import { pressKitAssets } from '../../src/content/press-kit'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { chromiumNames, chromiumNodesOfRole, chromiumTree } from './support/ax-tree'
import { siteContent } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

// What Chromium's accessibility tree says (names, heading order, focus): a second audit engine
// passed the pages, and these were still wrong in the tree a screen reader or speech user gets.

test('/press: each download link’s name holds its visible text, spaced as shown (WCAG 2.5.3)', async ({
  page,
}) => {
  await gotoHydrated(page, '/press')
  const links = page.locator('a[download]')
  // What the eye reads: the link's rendered text without the words only a screen reader gets.
  const shown = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const hidden = [...element.querySelectorAll<HTMLElement>('.sr-only')]
      for (const part of hidden) part.style.display = 'none'
      const text = (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim()
      for (const part of hidden) part.style.display = ''
      return text
    }),
  )
  const names = (await chromiumNames(page, 'a[download]')).map((node) => node.name)
  expect(names).toHaveLength(shown.length)
  const files = shown.filter((text) => /^(SVG|PNG|TXT)/.test(text))
  expect(files.length).toBeGreaterThan(0)
  for (const [index, text] of shown.entries()) {
    // "SVG vector · 6 kB", never "SVGvector": the format is a word of its own.
    expect(text).not.toMatch(/^(SVG|PNG|TXT)\S/)
    expect(names[index]).toContain(text)
  }
  // "download logo, for light backgrounds, SVG …": each word apart, the asset named first.
  for (const asset of pressKitAssets) {
    const own = names.filter((name) => name.includes(` ${asset.title}, `))
    expect(own.length, asset.title).toBeGreaterThan(0)
    for (const name of own) expect(name).toMatch(/^\S+ .+, (SVG|PNG|TXT) \S/)
  }
})

for (const legal of [
  { path: pages.terms.path, document: siteContent.legal.terms },
  { path: pages.privacy.path, document: siteContent.legal.privacy },
]) {
  test(`${legal.path}: a numbered heading’s name has a space after its number`, async ({
    page,
  }) => {
    await gotoHydrated(page, legal.path)
    const sections = numberSections(legal.document)
    const expected = sections.flatMap((section) => [
      `${section.number}. ${section.title}`,
      ...section.subsections.map((subsection) => `${subsection.number} ${subsection.title}`),
    ])
    const names = await chromiumNames(page, 'main section h2, main section h3')
    expect(names.map((node) => node.name)).toEqual(expected)
  })
}

// Every page's first heading is its h1, and no level is skipped going down, with the consent
// banner showing: page-sweep.spec.ts.

test('/faq: every group is a region named by its title, however far off screen', async ({
  page,
}) => {
  await gotoHydrated(page, '/faq')
  const regions = await chromiumNodesOfRole(page, 'region')
  expect(regions.filter((region) => region.name === '')).toEqual([])
  const names = regions.map((region) => region.name)
  for (const group of siteContent.faqGroups) expect(names).toContain(group.title)
})

test('the menu is a dialog named "menu"', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'menu', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'menu', exact: true })).toBeVisible()
})

test('the waitlist button says whether its dialog is open', async ({ page }) => {
  await gotoHydrated(page, '/')
  // By its markup: while the modal dialog is open, the page behind it is out of the tree.
  const button = page.locator('button[aria-expanded]', { hasText: waitlistCopy.openButton }).first()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  await expect(page.getByLabel(waitlistFields.email.label)).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('a page chosen from the menu: focus goes from the menu to the new heading, never through the old page', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => {
    const trail: string[] = []
    ;(window as unknown as { trail: string[] }).trail = trail
    document.addEventListener('focusin', (event) => {
      const target = event.target as HTMLElement
      const where = target.closest('[role="dialog"]') ? 'menu' : 'page'
      trail.push(`${where} ${target.tagName.toLowerCase()} ${target.textContent?.trim() ?? ''}`)
    })
  })
  await page.getByRole('button', { name: 'menu', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.evaluate(() => ((window as unknown as { trail: string[] }).trail.length = 0))
  // The new page's code takes a moment to arrive, as it does on a phone.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue()
  })
  await page.getByRole('dialog').getByRole('link', { name: 'contact' }).click()
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toContainText(pages.contact.heading)
  await expect(h1).toBeFocused()
  const trail = await page.evaluate(() => (window as unknown as { trail: string[] }).trail)
  const outsideTheMenu = trail.filter((entry) => entry.startsWith('page '))
  expect(outsideTheMenu).toEqual([`page h1 ${await h1.evaluate((e) => e.textContent?.trim())}`])
})

// What a screen reader hears at each step of each flow, read from Chromium's own tree (the WebKit
// suite reads WebKit's): roles, names, descriptions, states and what the live regions hold.
test.describe('what a screen reader hears', () => {
  test('the menu: a collapsed button, then a dialog named "menu" with focus on its close button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const button = 'button.no-print[aria-expanded]'
    expect(await chromiumTree(page, button)).toEqual(['button "menu" collapsed', 'text "menu"'])
    await page.getByRole('button', { name: 'menu', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const menu = await chromiumTree(page, '[role=dialog]')
    expect(menu[0]).toMatch(/^dialog "menu"/)
    expect(menu).toContain('button "close menu" focused')
    for (const name of ['home', 'calculator', 'rewilding', 'faq', 'contact'])
      expect(menu).toContain(`link "${name}"`)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await chromiumTree(page, button)).toEqual([
      'button "menu" focused collapsed',
      'text "menu"',
    ])
  })

  const error = `${formCopy.errorPrefix} ${waitlistFields.email.messages.format}`
  const field = `textbox "${waitlistFields.email.label}"`
  for (const form of [
    { name: 'the waitlist dialog', path: '/', scope: '[role=dialog]' },
    { name: 'the waitlist on /download', path: '/download', scope: 'main form' },
  ]) {
    test(`${form.name}: not invalid untouched, its error said once and gone once fixed`, async ({
      page,
    }) => {
      await gotoHydrated(page, form.path)
      const scope =
        form.path === '/'
          ? page.getByRole('dialog', { name: waitlistCopy.title })
          : page.getByRole('main')
      if (form.path === '/')
        await page.getByRole('button', { name: waitlistCopy.openButton }).first().click()
      const email = scope.getByLabel(waitlistFields.email.label)
      await email.focus()
      const tree = () => chromiumTree(page, form.scope)
      const mentions = (lines: string[]) =>
        lines.filter((line) => line.includes(waitlistFields.email.messages.format))
      // Untouched: focused, required, not invalid; nothing said.
      expect(await tree()).toContain(`${field} focused required`)
      expect(mentions(await tree())).toEqual([])

      // Sent from the field with a bad address: the field is invalid and described by the
      // error, which the live region says once.
      await email.fill('not an address')
      await email.press('Enter')
      await expect(scope.locator('[aria-live]')).toHaveText(error)
      const failed = await tree()
      expect(failed).toContain(`${field} (${error}) focused invalid=true required`)
      expect(failed.filter((line) => line === `text "${error}"`)).toHaveLength(1)

      // Said, it leaves the live region as the address is edited: read through the form, the
      // error is heard once, beside the field.
      await page.keyboard.type('x')
      expect(mentions(await tree())).toEqual([
        `${field} (${error}) focused invalid=true required`,
        `text "${waitlistFields.email.messages.format}"`,
      ])

      // Fixed: nothing of the error is left, and the field is not invalid.
      await email.fill('ada@example.com')
      await expect(email).toHaveAttribute('aria-invalid', 'false')
      const fixed = await tree()
      expect(mentions(fixed)).toEqual([])
      expect(fixed).toContain(`${field} focused required`)
    })
  }

  for (const path of ['/', '/download']) {
    test(`${path}: the demo video's caption is heard once, as the video's name`, async ({
      page,
    }) => {
      await gotoHydrated(page, path)
      const caption = await page.locator('main figure:has(video) figcaption').textContent()
      expect(caption).toMatch(/\w/)
      const figure = await chromiumTree(page, 'main figure:has(video)')
      expect(figure.filter((line) => line.includes(caption!))).toEqual([`Video "${caption}"`])
    })
  }

  test('the help search: a combobox, its count, options named by title and place, Alt+Up and Enter with nothing chosen close it', async ({
    page,
  }) => {
    await gotoHydrated(page, pages.faq.path)
    const combobox = page.getByRole('combobox', { name: helpSearchCopy.label })
    await combobox.click()
    const named = `combobox "${helpSearchCopy.label}" (${helpSearchCopy.hint})`
    const tree = () => chromiumTree(page, '[role=search]')
    expect(await tree()).toContain(`${named} focused collapsed`)

    await page.keyboard.type('skip')
    const options = page.getByRole('option')
    await expect(options.first()).toBeVisible()
    const count = await options.count()
    // The count, once typing pauses.
    await expect
      .poll(async () => (await tree()).at(-1))
      .toBe(`text "${searchResultsCopy.count(count)}"`)
    await page.keyboard.press('ArrowDown')
    const open = await tree()
    expect(open).toContain(`${named} focused expanded`)
    expect(open).toContain(`listbox "${helpSearchCopy.resultsLabel}"`)
    const spoken = open.filter((line) => line.startsWith('option '))
    expect(spoken).toHaveLength(count)
    // Each option: "title, place" (a pause between the two lines), its excerpt as description.
    // (Chromium keeps a space before the comma; it is not heard.)
    for (const line of spoken) expect(line).toMatch(/^option "[^"]*\S ?, [^"]+ · [^"]+" \(.+\)/)
    expect(spoken[0]).toMatch(/ selected$/)

    // Alt+Up closes the list: nothing left to read but the field and its text.
    await page.keyboard.press('Alt+ArrowUp')
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    const closed = await tree()
    expect(closed).toContain(`${named} focused collapsed`)
    expect(closed.filter((line) => /^(option|text "\d+ answers)/.test(line))).toEqual([])

    // Enter with no option moved to: the list closes, nothing opens.
    await page.keyboard.press('Alt+ArrowDown')
    await expect(options.first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(page).toHaveURL(pages.faq.path)
    expect(await tree()).toContain(`${named} focused collapsed`)
  })
})
