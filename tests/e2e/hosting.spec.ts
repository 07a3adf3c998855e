import { createHash } from 'node:crypto'
import type { APIResponse } from '@playwright/test'
import { testContactFormOrigin } from '../../scripts/lib/test-ports.mjs'
import { siteContent } from './support/content'
import { answerGoogleLocally } from './support/google'
import { recordViolations } from './support/csp-violations'
import { expect, gotoHydrated, test } from './support/fixtures'

/** Files that are not pages never run code, even when opened on their own (an SVG, say). */
const staticFilePolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

/** The policy's directives, by name. */
function parseCsp(header: string | undefined) {
  expect(header, 'a Content-Security-Policy header').toBeTruthy()
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  )
}

/** The CSP hash of every inline script a browser would execute in this HTML. */
function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) =>
        !/\ssrc=/.test(attributes) && !/\stype="application\//.test(attributes),
    )
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  const permissions = headers['permissions-policy'] ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toContain(`${feature}=()`)
  }
}

test.describe('headers like production', () => {
  for (const path of ['/', '/faq', '/no-such-page']) {
    test(`${path} is HTML served with a strict policy that allows exactly its inline scripts`, async ({
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(path === '/no-such-page' ? 404 : 200)
      expect(response.headers()['content-type']).toMatch(/^text\/html/)
      expect(response.headers()['cache-control']).toBe('no-cache')
      expectSecurityHeaders(response)

      const csp = parseCsp(response.headers()['content-security-policy'])
      const scriptSources = csp.get('script-src') ?? []
      expect(scriptSources).toContain("'self'")
      expect(scriptSources).not.toContain("'unsafe-inline'")
      expect(scriptSources).not.toContain("'unsafe-eval'")
      const hashes = inlineScriptHashes(await response.text())
      expect(hashes.length).toBeGreaterThan(0)
      for (const hash of hashes) expect(scriptSources).toContain(hash)

      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'self'"])
      expect(csp.get('form-action')).toEqual(["'self'", testContactFormOrigin])
      expect(csp.get('connect-src')).toContain('https://firestore.googleapis.com')
      // The test build talks to local plain-http stand-ins, so it cannot upgrade requests;
      // production's policy is checked in src/lib/content-security-policy.test.ts.
      expect(csp.has('upgrade-insecure-requests')).toBe(false)
    })
  }

  test('hashed assets are cached for a year and never change', async ({ request }) => {
    const html = await (await request.get('/')).text()
    // A script the page loads after its first paint (scripts/lib/loading/after-paint.mjs).
    const script = /<script data-modulepreload="(\/assets\/[^" ]+\.js)/.exec(html)?.[1]
    const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(
      html,
    )?.[1]
    for (const [asset, type] of [
      [script, /^(text|application)\/javascript/],
      [stylesheet, /^text\/css/],
    ] as const) {
      expect(asset, 'the page links a hashed asset').toBeDefined()
      const response = await request.get(asset ?? '')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(type)
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expectSecurityHeaders(response)
      expect(response.headers()['content-security-policy']).toBe(staticFilePolicy)
    }
  })

  test('unhashed public files are cached briefly, and site files revalidate', async ({
    request,
  }) => {
    for (const path of [
      '/og-image.png',
      '/favicon.svg',
      '/apple-touch-icon.png',
      siteContent.site.home.video.poster,
    ]) {
      const response = await request.get(path)
      expect(response.headers()['cache-control'], path).toBe('public, max-age=86400')
      expect(response.headers()['content-security-policy'], path).toBe(staticFilePolicy)
    }
    for (const path of ['/sitemap.xml', '/robots.txt', '/site.webmanifest']) {
      const response = await request.get(path)
      expect(response.headers()['cache-control'], path).toBe('no-cache')
      // Not documents: the pages' policy (3 kB of script hashes) would only add bytes to the
      // manifest every page fetches while it loads.
      expect(response.headers()['content-security-policy'], path).toBe(staticFilePolicy)
    }
  })

  test('text is compressed', async ({ request }) => {
    const response = await request.get('/faq', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
  })
})

test.describe('URLs like production', () => {
  test('unknown paths and missing assets answer 404', async ({ request }) => {
    for (const path of ['/nope', '/faq/nope', '/assets/missing-abc123.js']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      // A file of the next release may take that name: a browser must ask again, not keep the
      // 404 for a year.
      expect(response.headers()['cache-control'], path).not.toContain('immutable')
    }
  })

  test('pages have one clean URL: no .html, no trailing slash', async ({ request }) => {
    for (const [from, to] of [
      ['/faq.html', '/faq'],
      ['/faq/', '/faq'],
      ['/index.html', '/'],
    ]) {
      const response = await request.get(from ?? '', { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to)
    }
  })
})

test.describe('no content security policy violations', () => {
  // Every page and the 404 page load, hydrate and open the menu without one, nor a console
  // error, on a phone and a laptop: page-sweep.spec.ts.

  test.describe('with analytics', () => {
    test.use({ analyticsConsent: null })

    test("accepting in the banner loads Google's tag within the policy", async ({
      page,
      context,
    }) => {
      const requests = await answerGoogleLocally(context)
      const violations = await recordViolations(page)
      await gotoHydrated(page, '/download')
      await page.getByRole('button', { name: 'accept analytics' }).click()
      await expect.poll(() => requests.some((url) => url.includes('/gtag/js'))).toBe(true)
      await gotoHydrated(page, '/')
      await expect.poll(() => requests.filter((url) => url.includes('/gtag/js')).length).toBe(2)
      expect(await violations()).toEqual([])
    })
  })

  test('a script the build did not hash is refused and reported', async ({
    page,
    consoleProblems,
  }) => {
    const violations = await recordViolations(page)
    await gotoHydrated(page, '/')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
    })
    await expect.poll(violations).toEqual(['script-src-elem blocked inline'])
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
    // Chromium also logs the refusal; that message is this test's expected outcome.
    const refusal = consoleProblems.findIndex((problem) =>
      problem.includes('Content Security Policy'),
    )
    expect(refusal).toBeGreaterThanOrEqual(0)
    consoleProblems.splice(refusal, 1)
  })
})
