import type { Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import { allPages } from '../../src/content/pages'
import { totalDonatedPence } from '../../src/content/donation-totals'
import { product } from '../../src/content/product'
import { pressKitAssets, pressKitPath, pressKitZip } from '../../src/content/press-kit'
import { parseEnv } from '../../src/lib/env.schema'
import { formatCount, formatFileSize, formatGbp, formatMonth } from '../../src/lib/format'
import { siteContent } from './support/content'
import { expect, gotoHydrated, test, waitForLive } from './support/fixtures'

const env = parseEnv(process.env)
const { donations } = siteContent
const totalDonated = formatGbp(totalDonatedPence(donations))
const pressPage = allPages.find((page) => page.path === '/press')

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  txt: 'text/plain',
  zip: 'application/zip',
}

function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

const kitFiles = [...pressKitAssets.map((asset) => asset.file), pressKitZip]

test.describe('press page', () => {
  test('the footer links to it, and it opens with its own title and heading @desktop', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'press', exact: true }).click()
    await expect(page).toHaveURL(/\/press$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('press and investors')
    await expect(page).toHaveTitle('press and investors · touch grass')
  })

  test('every fact shows as content/press-facts.yml and the build settings say', async ({
    page,
  }) => {
    await page.goto('/press')
    const fact = (label: string) =>
      page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('+ dd')
    // The owner's facts, their {{values}} filled in by the build's reader, whatever they say today.
    for (const { label, value } of siteContent.pressFacts)
      await expect(fact(label)).toHaveText(value)
    await expect(fact('founded')).toHaveText(env.VITE_COMPANY_FOUNDED)
    await expect(fact('based in')).toHaveText(env.VITE_COMPANY_BASED_IN)
    await expect(fact('on the App Store since')).toHaveText(formatMonth(env.VITE_APP_LAUNCH_MONTH))
  })

  test('the calculator method gives the spec’s figures for its example', async ({ page }) => {
    await page.goto('/press')
    // 25-34 and 4-5 hours a day: 4.5 x 365 = 1642.5 hours, / 24 = 68.4 days, and
    // 4.5 x 365 x (80 - 29.5) / (24 x 365) = 9.47 years, each rounded down.
    await expect(page.getByText('someone aged 25-34 on their phone 4-5 hours a day')).toHaveText(
      'so someone aged 25-34 on their phone 4-5 hours a day is on track for 1,642 hours a year, 68 days a year, and 9 years of the rest of their life.',
    )
    await expect(page.getByText(/the life expectancy it assumes/)).toContainText(
      `years left until ${product.lifeExpectancyYears}`,
    )
  })

  test('every asset link answers with its file, type, size and pixels as the page states them', async ({
    page,
  }) => {
    await page.goto('/press')
    for (const file of kitFiles) {
      const link = page.locator(`a[href="${pressKitPath(file)}"]`)
      await expect(link, file).toHaveCount(1)
      await expect(link, file).toHaveAttribute('download', '')
      const response = await page.request.get(pressKitPath(file))
      expect(response.status(), file).toBe(200)
      const extension = file.split('.').pop() ?? ''
      expect(response.headers()['content-type'], file).toContain(contentTypes[extension])
      const body = await response.body()
      const text = (await link.textContent()) ?? ''
      expect(text, file).toContain(extension.toUpperCase())
      expect(text, file).toContain(formatFileSize(body.length))
      if (extension === 'png') {
        const { width, height } = pngSize(body)
        expect(text, file).toContain(`${formatCount(width)} × ${formatCount(height)} px`)
      }
      if (extension === 'svg')
        expect(body.toString('utf8'), file).toMatch(/^<svg [^>]*viewBox="0 0 [\d.]+ [\d.]+"/)
    }
  })

  test('the kit has the promised sizes: a 1024 px icon, three phone-sized stills, marks on both backgrounds', async ({
    request,
  }) => {
    const size = async (file: string) =>
      pngSize(await (await request.get(pressKitPath(file))).body())
    expect(await size('touch-grass-app-icon-1024.png')).toEqual({ width: 1024, height: 1024 })
    const stills = pressKitAssets.filter((asset) => asset.kind === 'still')
    expect(stills.length).toBeGreaterThanOrEqual(3)
    for (const still of stills) {
      const { width, height } = await size(still.file)
      expect(height / width, still.file).toBeCloseTo(1040 / 480, 2)
      expect(width, still.file).toBeGreaterThanOrEqual(960)
    }
    for (const kind of ['logo', 'wordmark']) {
      for (const background of ['light', 'dark']) {
        for (const format of ['svg', 'png']) {
          expect(kitFiles).toContain(`touch-grass-${kind}-on-${background}.${format}`)
        }
      }
    }
  })

  test('the zip holds every listed file, byte for byte', async ({ request }) => {
    const zip = unzipSync(
      new Uint8Array(await (await request.get(pressKitPath(pressKitZip))).body()),
    )
    const listed = pressKitAssets.map((asset) => asset.file)
    expect(Object.keys(zip).toSorted()).toEqual(listed.toSorted())
    for (const file of listed) {
      const served = await (await request.get(pressKitPath(file))).body()
      expect(Buffer.from(zip[file] ?? []).equals(served), file).toBe(true)
    }
  })

  test('has its own description, Open Graph tags and canonical URL', async ({ page }) => {
    await page.goto('/press')
    const url = new URL('/press', env.VITE_SITE_ORIGIN).href
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      pressPage?.description ?? '',
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'press and investors · touch grass',
    )
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
  })
})

test.describe('press and investor contact', () => {
  const checked = (page: Page, name: RegExp) =>
    expect(page.getByRole('radio', { name })).toBeChecked()

  // Each type's inbox, with JavaScript and without, is contact.spec's.
  test('the press link opens the contact form with media chosen', async ({ page }) => {
    await gotoHydrated(page, '/press')
    await page.getByRole('link', { name: 'contact the press team' }).click()
    await expect(page).toHaveURL(/\/contact\?type=media$/)
    await checked(page, /^media/)
  })

  test('the investor link opens the contact form with investors chosen', async ({ page }) => {
    await gotoHydrated(page, '/press')
    await page.getByRole('link', { name: 'contact us about investing' }).click()
    await expect(page).toHaveURL(/\/contact\?type=investors$/)
    await checked(page, /^investors/)
  })

  test('/contact?type= loaded directly chooses the type; an unknown one chooses nothing', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact?type=investors')
    await checked(page, /^investors/)
    await gotoHydrated(page, '/contact?type=everything')
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked()
  })

  test('a type picked while the page is still loading is kept', async ({ page }) => {
    // Hold the page's JavaScript back until the visitor has picked, as on a slow phone.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contact?type=media')
    await page.getByRole('radio', { name: /^support/ }).check()
    release()
    await waitForLive(page)
    await checked(page, /^support/)
  })
})

test.describe('press page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the facts and every asset link are in the prerendered page', async ({ page }) => {
    await page.goto('/press')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('press and investors')
    await expect(page.getByText(`${totalDonated} from`)).toBeVisible()
    for (const file of kitFiles) {
      await expect(page.locator(`a[href="${pressKitPath(file)}"]`), file).toHaveCount(1)
    }
  })

  test('the contact links still open the form, which asks for the type: a static page cannot read ?type (decision 095)', async ({
    page,
  }) => {
    await page.goto('/press')
    await page.getByRole('link', { name: 'contact the press team' }).click()
    await expect(page).toHaveURL(/\/contact\?type=media$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('say hello')
    const media = page.getByRole('radio', { name: /^media/ })
    await expect(media).not.toBeChecked()
    await expect(media).toHaveAttribute('required', '')
  })
})
