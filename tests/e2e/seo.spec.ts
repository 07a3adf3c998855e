import type { APIRequestContext } from '@playwright/test'
import { allPages } from '../../src/content/pages'
import { resultPaths } from '../../src/content/prerender-paths'
import { parseEnv } from '../../src/lib/env.schema'
import { expect, gotoHydrated, test } from './support/fixtures'

const env = parseEnv(process.env)
const siteOrigin = env.VITE_SITE_ORIGIN
const absolute = (path: string) => new URL(path, siteOrigin).href
/** The path of an absolute site URL, to fetch it from the server under test. */
const localPath = (url: string) => new URL(url).pathname

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toBe('image/png')
  return pngSize(await response.body())
}

test.describe('found by search', () => {
  test('the sitemap lists exactly the public pages and result pages, on the site origin', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/)
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    const paths = [...allPages.map((page) => page.path), ...resultPaths]
    expect(locations.toSorted()).toEqual(paths.map(absolute).toSorted())
    for (const location of locations) {
      expect((await request.get(localPath(location))).status(), location).toBe(200)
    }
  })

  test('robots.txt lets every crawler in and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual([])
    expect(lines).toContain(`Sitemap: ${absolute('/sitemap.xml')}`)
  })

  test('the homepage describes the app and its maker in JSON-LD, without ratings', async ({
    page,
  }) => {
    await page.goto('/')
    const scripts = page.locator('script[type="application/ld+json"]')
    await expect(scripts).toHaveCount(1)
    const text = (await scripts.textContent()) ?? ''
    expect(text).not.toMatch(/aggregateRating|"review"|ratingValue/)
    const data = JSON.parse(text) as { '@context': string; '@graph': Record<string, unknown>[] }
    expect(data['@context']).toBe('https://schema.org')
    const byType = Object.fromEntries(data['@graph'].map((node) => [node['@type'], node]))
    expect(byType.Organization).toMatchObject({ name: 'touch grass', url: absolute('/') })
    expect(byType.MobileApplication).toMatchObject({
      name: 'touch grass',
      operatingSystem: 'iOS 17.0 or later',
      applicationCategory: 'LifestyleApplication',
      installUrl: env.VITE_APP_STORE_URL,
    })
    const offers = byType.MobileApplication?.offers as Record<string, unknown>[]
    expect(offers).toContainEqual(
      expect.objectContaining({ '@type': 'Offer', name: 'free', price: 0, priceCurrency: 'GBP' }),
    )
    expect(offers).toContainEqual(
      expect.objectContaining({ '@type': 'Offer', name: 'premium', category: 'subscription' }),
    )
    // The logo it names is served.
    const logo = await fetchPng(page.request, localPath(String(byType.Organization?.logo)))
    expect(logo.width).toBeGreaterThanOrEqual(112)
  })

  test('the JSON-LD stays single after hydration and client-side navigation', async ({ page }) => {
    await gotoHydrated(page, '/')
    const scripts = page.locator('script[type="application/ld+json"]')
    await expect(scripts).toHaveCount(1)
    await page.getByRole('contentinfo').getByRole('link', { name: 'faq' }).click()
    await expect(page).toHaveURL('/faq')
    await expect(scripts).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(scripts).toHaveCount(1)
  })
})

test.describe('shared well', () => {
  // Every page names the social card and asks Safari for the App Store banner:
  // page-sweep.spec.ts, from each page's served HTML.
  test('the social card is a 1200 x 630 PNG', async ({ page }) => {
    expect(await fetchPng(page.request, '/og-image.png')).toEqual({ width: 1200, height: 630 })
  })

  test('the favicons and the apple touch icon are linked and served at their sizes', async ({
    page,
  }) => {
    await page.goto('/faq')
    const head = page.locator('head')
    // The SVG icon is inline (no request of its own while the page loads) and is the served file.
    const inline = await head.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')
    const dataUrlPrefix = 'data:image/svg+xml,'
    expect(inline?.startsWith(dataUrlPrefix)).toBe(true)
    const svg = await page.request.get('/favicon.svg')
    expect(svg.status()).toBe(200)
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/)
    expect(decodeURIComponent(inline!.slice(dataUrlPrefix.length))).toBe((await svg.text()).trim())

    const png = head.locator('link[rel="icon"][type="image/png"]')
    await expect(png).toHaveAttribute('sizes', '32x32')
    expect(await fetchPng(page.request, (await png.getAttribute('href')) ?? '')).toEqual({
      width: 32,
      height: 32,
    })
    const touchIcon =
      (await head.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? ''
    expect(await fetchPng(page.request, touchIcon)).toEqual({ width: 180, height: 180 })
  })

  test('the web app manifest names the site, its colours and icons that exist', async ({
    page,
  }) => {
    await page.goto('/')
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href')
    const response = await page.request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as {
      name: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest.name).toBe('touch grass')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      manifest.theme_color,
    )
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const { width, height } = await fetchPng(page.request, icon.src)
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
    }
  })
})
