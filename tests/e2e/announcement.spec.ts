import type { Page } from '@playwright/test'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { scratchContent } from '../fixtures/scratch-content'
import { buildScratchSite, serveScratchSite, type ScratchSite } from '../fixtures/scratch-site'
import { everyPath, siteContent } from './support/content'
import {
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScrollAt320,
  gotoHydrated,
  tabTo,
  test,
} from './support/fixtures'
import { visitInScheme } from './support/schemes'
import { surfaceContrast } from './support/surface-contrast'

type SiteFile = { banner: { show: boolean; text: string; link?: string; linkText?: string } }

/**
 * Where the header and the page's heading stand once the HTML is parsed (before any of the site's
 * JavaScript runs: it loads after the first paint) and once the page is live: equal when nothing
 * moved. A banner shown at first and hidden by the page's code would move both.
 */
async function recordParsedPositions(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const top = (selector: string) =>
        document.querySelector(selector)?.getBoundingClientRect().top
      Object.assign(window, { parsedTops: [top('header'), top('h1')] })
    })
  })
}
const positionsMoved = (page: Page) =>
  page.evaluate(() => {
    const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top
    return {
      parsed: (window as unknown as { parsedTops: number[] }).parsedTops,
      live: [top('header'), top('h1')],
    }
  })

test.describe('the announcement banner', () => {
  test('as content/ has it: shown when on, absent when off', async ({ page }) => {
    await gotoHydrated(page, '/')
    const banner = siteContent.site.siteWide.banner
    await expect(page.getByRole('region', { name: 'announcement' })).toHaveCount(banner ? 1 : 0)
    if (banner)
      await expect(page.getByRole('region', { name: 'announcement' })).toContainText(banner.text)
  })

  test.describe('turned on in /admin', () => {
    // One build for these tests, in one worker: the site built from content/ with the banner on.
    test.describe.configure({ mode: 'serial' })
    let site: ScratchSite | undefined
    let server: { origin: string; stop: () => void } | undefined
    let removeContent = () => {}
    const file = join('content', 'site.yml')
    const words = parse(readFileSync(file, 'utf8')) as SiteFile
    const banner = { ...words.banner, show: true }

    test.beforeAll(async () => {
      // A whole build: a minute or two on a busy machine.
      test.setTimeout(600_000)
      const scratch = scratchContent('banner-on-')
      removeContent = scratch.remove
      writeFileSync(join(scratch.parent, file), stringify({ ...words, banner }))
      site = buildScratchSite(scratch.parent)
      expect(site.built, site.output).toBe(true)
      server = await serveScratchSite(site)
    })

    test.afterAll(() => {
      server?.stop()
      site?.remove()
      removeContent()
    })

    const region = (page: Page) => page.getByRole('region', { name: 'announcement' })
    const hideButton = (page: Page) =>
      region(page).getByRole('button', { name: 'hide this announcement' })

    test('is in the first paint, named, with its link, and moves nothing', async ({ page }) => {
      // The changing words hold still, so axe reads the page as it rests.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await recordParsedPositions(page)
      await gotoHydrated(page, `${server!.origin}/`)
      await expect(region(page)).toContainText(banner.text)
      if (banner.link && banner.linkText) {
        await expect(region(page).getByRole('link', { name: banner.linkText })).toHaveAttribute(
          'href',
          banner.link,
        )
      }
      const { parsed, live } = await positionsMoved(page)
      expect(live).toEqual(parsed)
      expect(parsed[0]).toBeGreaterThan(0)
      await expectNoAxeViolations(page)
    })

    test('is hidden by keyboard, focus goes to the content, and it stays hidden with nothing moving', async ({
      page,
    }) => {
      await gotoHydrated(page, `${server!.origin}/`)
      // By keyboard from the top of the page: Tab reaches its button.
      await tabTo(page, hideButton(page), 10)
      await page.keyboard.press('Enter')
      await expect(region(page)).toHaveCount(0)
      await expect(page.locator('main')).toBeFocused()

      await recordParsedPositions(page)
      await page.reload()
      await page.locator('html[data-live]').waitFor({ state: 'attached' })
      await expect(region(page)).toHaveCount(0)
      // Hidden before the first paint, not when the page went live: nothing below it moved.
      const { parsed, live } = await positionsMoved(page)
      expect(live).toEqual(parsed)
      expect(parsed[0]).toBe(0)
    })

    // The page sweep's and the scheme walks' looks at every page, in the state the owner turns
    // on: each page as it loads, in both schemes and forced colours, on a phone and a laptop.
    const screens = [
      { name: 'a phone', width: 390, height: 844 },
      { name: 'a laptop', width: 1280, height: 800 },
    ]
    const parts = (page: Page) => ({
      text: region(page).getByText(banner.text),
      ...(banner.linkText
        ? { link: region(page).getByRole('link', { name: banner.linkText }) }
        : {}),
      '× icon': hideButton(page).locator('svg'),
    })
    /** Text and link 4.5:1, the icon and the banner's edge 3:1 (WCAG 1.4.3 and 1.4.11). */
    const weak = (path: string, measured: Record<string, number>) =>
      Object.entries(measured)
        .filter(([part, ratio]) => ratio < (part === 'text' || part === 'link' ? 4.5 : 3))
        .map(([part, ratio]) => `${path}: ${part} ${ratio}:1`)

    for (const screen of screens) {
      for (const scheme of ['light', 'dark', 'forced colours'] as const) {
        test(`every page in ${scheme} on ${screen.name}: axe, its contrast from pixels and every control's edge${scheme === 'light' && screen.width === 390 ? ', no sideways scroll at 320 px' : ''}`, async ({
          page,
        }, testInfo) => {
          test.setTimeout(300_000)
          await page.setViewportSize(screen)
          const problems: string[] = []
          const contrasts: Record<string, Record<string, number>> = {}
          const measure = async (path: string) => {
            await expect(region(page)).toBeVisible()
            contrasts[path] = await surfaceContrast(page, region(page), parts(page))
            // Said even when axe then fails the page, with the figures.
            expect.soft(weak(path, contrasts[path]), 'the banner’s contrast').toEqual([])
          }
          for (const path of everyPath) {
            const url = `${server!.origin}${path}`
            if (scheme === 'light') {
              await page.emulateMedia({ reducedMotion: 'reduce' })
              await gotoHydrated(page, url)
              await measure(path)
              await expectNoAxeViolations(page, { exclude: ['[data-word]'] })
              // The page sweep's width check, once per page: the banner's words wrap at 320 px.
              if (screen.width === 390) await expectNoSidewaysScrollAt320(page, screen)
            } else {
              const lost = await visitInScheme(page, url, scheme, {
                exclude: ['[data-word]'],
                shown: () => measure(path),
              })
              problems.push(...lost.map((control) => `${path}: ${control} has no edge`))
            }
          }
          // The figures, for the record (docs/decisions).
          await testInfo.attach('contrast', { body: JSON.stringify(contrasts, null, 1) })
          expect(problems).toEqual([])
        })
      }
    }

    test('in forced colours its edge and its button stay visible', async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' })
      await gotoHydrated(page, `${server!.origin}/`)
      await expect(region(page)).toHaveCSS('border-bottom-style', 'solid')
      await expect(hideButton(page)).toBeVisible()
    })
  })
})
