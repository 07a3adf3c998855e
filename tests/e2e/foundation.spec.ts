import { helpSearchEntry, primaryNav } from '../../src/content/pages'
import { expect, expectNoAxeViolations, gotoHydrated, tabTo, test } from './support/fixtures'

test.describe('every page is prerendered', () => {
  test.use({ javaScriptEnabled: false })

  // Each page's heading, title and head tags in the served HTML, and that titles and
  // descriptions are unique: page-sweep.spec.ts.

  test('an unknown path answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/this-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'page not found' })).toBeVisible()
    await expect(page).toHaveTitle('page not found · touch grass')
    await expect(page.getByRole('link', { name: 'back to the homepage' })).toHaveAttribute(
      'href',
      '/',
    )
  })
})

test.describe('hydration', () => {
  // That every page paints before it fetches JavaScript, loads and hydrates within the policy
  // without a console error and opens its menu: page-sweep.spec.ts.

  test.describe('a chunk that throws as it runs', () => {
    test.use({ expectedConsoleMessages: /thrown on purpose/ })

    test('is reported, not swallowed by the after-paint loader', async ({ page }) => {
      const html = await (await page.request.get('/terms')).text()
      // The page's own chunk runs last, after everything it imports.
      const pageChunk = /data-modulepreload="([^"]+)"/.exec(html)?.[1]?.split(' ').at(-1)
      expect(pageChunk).toMatch(/^\/assets\/.+\.js$/)
      await page.route(`**${pageChunk}`, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: "throw new Error('thrown on purpose')",
        }),
      )
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto('/terms')
      await expect.poll(() => errors).toContain('thrown on purpose')
    })
  })

  test('the 404 page hydrates and its link navigates home', async ({ page }) => {
    const response = await gotoHydrated(page, '/nowhere/at/all')
    expect(response?.status()).toBe(404)
    await page.getByRole('link', { name: 'back to the homepage' }).click()
    await expect(page).toHaveURL('/')
  })
})

test.describe('layout', () => {
  test('landmarks and the skip link', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('the footer names the product and links the legal pages', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('touch grass')
    await expect(footer.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await expect(footer.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(footer.getByRole('link', { name: 'download' })).toHaveAttribute(
      'href',
      '/download',
    )
  })

  // Nothing scrolls sideways at 320 px on any page: page-sweep.spec.ts.
})

test.describe('navigation overlay', () => {
  test('lists the pages in order, marks the current one, and navigates @desktop', async ({
    page,
  }) => {
    await gotoHydrated(page, '/rewilding')
    await page.getByRole('button', { name: 'menu', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'menu' })
    await expect(dialog).toBeVisible()
    const links = dialog.getByRole('navigation', { name: 'main' }).getByRole('link')
    await expect(links).toHaveText([...primaryNav.map((item) => item.label), helpSearchEntry.label])
    await expect(dialog.getByRole('link', { name: 'rewilding' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(dialog.locator('[aria-current="page"]')).toHaveCount(1)

    const documentLoads: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(request.url())
    })
    await dialog.getByRole('link', { name: 'faq' }).click()
    await expect(page).toHaveURL('/faq')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('questions, answered')
    await expect(page).toHaveTitle('faq · touch grass')
    expect(documentLoads, 'navigation stays client-side').toEqual([])
  })

  test('the close button and Escape close it and return focus to the menu button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const menuButton = page.getByRole('button', { name: 'menu', exact: true })
    await menuButton.click()
    await page.getByRole('button', { name: 'close menu' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(menuButton).toBeFocused()

    await menuButton.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(menuButton).toBeFocused()
  })

  test('works by keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/')
    const menuButton = page.getByRole('button', { name: 'menu', exact: true })
    // The skip link, the owner's banner while it is on, the logo, then the menu button.
    await tabTo(page, menuButton)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'close menu' })).toBeFocused()

    for (const label of ['home', 'calculator', 'rewilding', 'faq', 'contact']) {
      await page.keyboard.press('Tab')
      await expect(dialog.getByRole('link', { name: label })).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/contact')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('say hello')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

    // the menu button is the last control before the page content
    await page.keyboard.press('Shift+Tab')
    await expect(menuButton).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'contact' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // focus is trapped: tabbing past the last control wraps inside the dialog
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
  })
})

test.describe('accessibility', () => {
  // Every page passes axe on a phone and a laptop with the consent banner shown:
  // page-sweep.spec.ts.

  // Every Tab stop's ring, on every page and in the open navigation overlay, one stop each: the
  // focus-ring walks in focus-rings.spec.ts, which measure each ring from screenshots.

  test('the open navigation overlay has no axe violations @desktop', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await page.getByRole('button', { name: 'menu', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
