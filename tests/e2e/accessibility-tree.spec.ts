import { numberSections } from '../../src/content/legal'
import { pages } from '../../src/content/pages'
import { pressKitAssets } from '../../src/content/press-kit'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { chromiumNames, chromiumNodesOfRole } from './support/ax-tree'
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
  const button = page
    .locator('button[aria-haspopup="dialog"]', { hasText: waitlistCopy.openButton })
    .first()
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
