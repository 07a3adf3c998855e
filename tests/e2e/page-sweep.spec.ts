import type { Page as BrowserPage, Response } from '@playwright/test'
import { consentCopy } from '../../src/content/consent'
import { allPages, type Page } from '../../src/content/pages'
import { parseEnv } from '../../src/lib/env.schema'
import { resultPath, shownPages } from './support/content'
import { recordViolations } from './support/csp-violations'
import { displayText, expectCovered } from './support/display-font'
import {
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScrollAt320,
  gotoHydrated,
  test,
} from './support/fixtures'

/**
 * One visit per page and screen for everything that needs no interaction: what the served HTML
 * holds without JavaScript (heading, title, description, canonical and social tags, the social
 * card, Safari's App Store banner), that what JavaScript it fetches before it paints is fetched at
 * low priority, that it loads, hydrates and opens its menu within the content security policy,
 * the display font subset, heading order, axe with the consent banner shown, and no sideways
 * scroll at 320 px, with and without overridden text spacing. Phone and laptop (@desktop), each page in a fresh browser.
 * docs/testing.md lists where each check came from.
 */

const env = parseEnv(process.env)
const absolute = (path: string) => new URL(path, env.VITE_SITE_ORIGIN).href

type Sweep = { path: string; page?: Page; status: number }
const sweeps: Sweep[] = [
  ...shownPages.map((page) => ({ path: page.path, page, status: 200 })),
  { path: resultPath, status: 200 },
  { path: '/nowhere', status: 404 },
]

/** The served document, read as the browser received it, before any script ran. */
async function servedHtml(response: Response | null, page: BrowserPage) {
  const html = (await response?.text()) ?? ''
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const meta = (selector: string) =>
      doc.querySelector(selector)?.getAttribute('content') ?? undefined
    return {
      h1: doc.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim(),
      title: doc.title,
      description: meta('meta[name="description"]'),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
      ogTitle: meta('meta[property="og:title"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      appStoreBanner: meta('meta[name="apple-itunes-app"]'),
    }
  }, html)
}

/** Each script's priority as Chromium first gave it, by URL (the DevTools protocol). */
async function recordScriptPriorities(page: BrowserPage) {
  const priorities = new Map<string, string>()
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('.js'))
      priorities.set(request.url, request.initialPriority)
  })
  await cdp.send('Network.enable')
  return priorities
}

test.describe('every page in one visit per screen', () => {
  // The banner shown is the state a first visit has; its answered state is the tab walks'.
  test.use({ analyticsConsent: null })

  for (const { path, page: entry, status } of sweeps) {
    test(`${path}: head, first paint, policy, font, headings, axe and width @desktop`, async ({
      page,
    }, testInfo) => {
      // A dozen checks that each had a test, and its 30 s, of their own.
      test.setTimeout(90_000)
      const violations = await recordViolations(page)
      const priorities = await recordScriptPriorities(page)
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(status)

      // Without JavaScript: the prerendered document's head and heading.
      const served = await servedHtml(response, page)
      expect(served.appStoreBanner, 'the App Store banner').toBe(`app-id=${env.VITE_APP_STORE_ID}`)
      if (entry) {
        expect(served.h1).toContain(entry.heading)
        expect(served.title).toBe(
          entry.title.startsWith('touch grass') ? entry.title : `${entry.title} · touch grass`,
        )
        expect(served).toMatchObject({
          description: entry.description,
          canonical: absolute(entry.path),
          ogUrl: absolute(entry.path),
          ogImage: absolute('/og-image.png'),
          twitterCard: 'summary_large_image',
        })
        expect(served.ogTitle).toMatch(/.+/)

        // What JavaScript it fetched before its first paint it fetched at low priority, after
        // what the paint needs; none of it runs before that paint (lib/loading/after-paint).
        const { firstContentfulPaint, scripts } = await page.evaluate(() => ({
          firstContentfulPaint:
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
        }))
        expect(firstContentfulPaint).toBeGreaterThan(0)
        expect(scripts.length).toBeGreaterThan(0)
        for (const script of scripts) {
          if (script.startTime > (firstContentfulPaint ?? Infinity)) continue
          expect(priorities.get(script.name), script.name).toBe('Low')
        }

        // Every character the display font sets is in its subset, at its one weight.
        expectCovered(await displayText(page))

        // The first heading is the h1, and no level is skipped going down.
        const levels = await page
          .getByRole('heading')
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
        expect(levels[0]).toBe(1)
        expect(
          levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1),
        ).toEqual([])
      }

      // axe with the banner shown (the homepage's changing word is checked at rest in home.spec).
      await expect(page.getByRole('region', { name: consentCopy.title })).toBeVisible()
      await expectNoAxeViolations(page, { exclude: ['[data-word]'] })

      // The menu opens and closes within the policy.
      // The menu's code loads on the press, so the dialog can take a while on a loaded machine.
      await page.getByRole('button', { name: 'menu', exact: true }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      expect(await violations()).toEqual([])

      // At 320 px nothing scrolls sideways, with the page's own spacing and with text spacing
      // overridden (WCAG 1.4.12).
      await expectNoSidewaysScrollAt320(
        page,
        testInfo.project.use.viewport ?? { width: 390, height: 844 },
      )
    })
  }
})

test('titles and descriptions are unique across the pages', async ({ request }) => {
  const seen = new Map<string, string>()
  for (const { path } of allPages) {
    const html = await (await request.get(path)).text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
    for (const text of [title, description]) {
      expect(text, `${path} has it`).toBeTruthy()
      expect(seen.get(text!), `${path} repeats it`).toBeUndefined()
      seen.set(text!, path)
    }
  }
})
