import { allPages, helpSearchEntry, primaryNav } from '../../src/content/pages'
import { parseEnv } from '../../src/lib/env.schema'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures'

const siteOrigin = parseEnv(process.env).VITE_SITE_ORIGIN

test.describe('every page is prerendered', () => {
  test.use({ javaScriptEnabled: false })

  for (const page of allPages) {
    test(`${page.path} has its heading, title and meta tags without JavaScript`, async ({
      page: browser,
    }) => {
      const response = await browser.goto(page.path)
      expect(response?.status()).toBe(200)
      await expect(browser.getByRole('heading', { level: 1 })).toContainText(page.heading)
      await expect(browser).toHaveTitle(
        page.title.startsWith('touch grass') ? page.title : `${page.title} · touch grass`,
      )
      const head = browser.locator('head')
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        page.description,
      )
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(page.path, siteOrigin).href,
      )
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new URL(page.path, siteOrigin).href,
      )
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      )
    })
  }

  test('titles and descriptions are unique', async ({ page }) => {
    const seen = new Set<string>()
    for (const { path } of allPages) {
      await page.goto(path)
      const title = await page.title()
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(seen.has(title)).toBe(false)
      expect(seen.has(description ?? '')).toBe(false)
      seen.add(title)
      seen.add(description ?? '')
    }
  })

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
  // That every page loads and hydrates without a console error, and opens its menu, is
  // hosting.spec.ts's walk under the built policy (every test fails on a console error).
  for (const { path } of allPages) {
    test(`${path} paints before it fetches any JavaScript`, async ({ page }) => {
      await gotoHydrated(page, path)
      const { firstContentfulPaint, scripts } = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }))
      expect(firstContentfulPaint).toBeGreaterThan(0)
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) {
        expect(script.startTime, script.name).toBeGreaterThan(firstContentfulPaint ?? Infinity)
      }
    })
  }

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

  test('nothing scrolls sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const { path } of allPages) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
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
    // skip link, logo, then the menu button
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(menuButton).toBeFocused()
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
  for (const { path } of allPages) {
    test(`${path} has no axe violations @desktop`, async ({ page }) => {
      await gotoHydrated(page, path)
      // the homepage's changing word is checked at rest in home.spec.ts
      await expectNoAxeViolations(page, { exclude: ['[data-word]'] })
    })
  }

  // Every Tab stop's ring, on every page and in the open navigation overlay, one stop each: the
  // focus-ring walks in focus-rings.spec.ts, which measure each ring from screenshots.

  test('the 404 page has no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/missing')
    await expectNoAxeViolations(page)
  })

  test('the open navigation overlay has no axe violations @desktop', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await page.getByRole('button', { name: 'menu', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
