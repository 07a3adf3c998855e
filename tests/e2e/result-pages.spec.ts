import type { Page } from '@playwright/test'
import { shareCopy } from '../../src/content/calculator-share-copy'
import { parseEnv } from '../../src/lib/env.schema'
import { recordedEvents } from './support/analytics'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures'

const siteOrigin = parseEnv(process.env).VITE_SITE_ORIGIN
const absolute = (path: string) => new URL(path, siteOrigin).href
const localPath = (url: string) => new URL(url).pathname

/**
 * Spec sections 3 and 9, written out again here rather than imported: the pages must agree with
 * the spec, not merely with the code that made them.
 */
const ages = {
  '14-24': [14, 24],
  '25-34': [25, 34],
  '35-44': [35, 44],
  '45-54': [45, 54],
  '55-plus': [55, 64],
}
const hours = {
  '1-2': [1, 2],
  '2-3': [2, 3],
  '3-4': [3, 4],
  '4-5': [4, 5],
  '5-6': [5, 6],
  '6-plus': [6, 8],
}
function expected([minAge, maxAge]: number[], [minHours, maxHours]: number[]) {
  const average = (minHours! + maxHours!) / 2
  const ageMidpoint = (minAge! + maxAge!) / 2
  return {
    yearlyHours: Math.floor(average * 365),
    yearlyDays: Math.floor((average * 365) / 24),
    lifetimeYears: Math.floor((average * 365 * (80 - ageMidpoint)) / (24 * 365)),
  }
}
const grouped = (n: number) => n.toLocaleString('en-GB')
const resultPath = /^\/screentime-calculator\/([^/]+)\/([^/]+)$/

/** Attribute values in raw HTML, entity-decoded the way the prerenderer encodes them. */
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
function meta(html: string, key: string) {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
  return tag ? decode(tag[1]!) : undefined
}

function png(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20), bytes: body.length }
}

test.describe('a page for every result', () => {
  test('the sitemap lists 30 result pages, each with its numbers, head tags and pictures in its HTML', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => localPath(match[1]!))
      .filter((path) => resultPath.test(path))
    expect(pages).toHaveLength(30)

    const images = new Set<string>()
    for (const path of pages) {
      const [, age, daily] = resultPath.exec(path)!
      const figures = expected(ages[age as keyof typeof ages], hours[daily as keyof typeof hours])
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()

      // The results themselves, readable without running anything.
      const text = decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '))
      expect(text, path).toContain(
        `every year, your phone gets ${grouped(figures.yearlyHours)} hours of you.`,
      )
      expect(text, path).toContain(`laid end to end, that is ${grouped(figures.yearlyDays)} days`)
      expect(text, path).toContain(
        `by 80, that adds up to ${figures.lifetimeYears} ${figures.lifetimeYears === 1 ? 'year' : 'years'} of your life.`,
      )

      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
      expect(title, path).toBe(
        `${grouped(figures.yearlyHours)} hours a year on my phone · touch grass`,
      )
      const description = meta(html, 'description')
      expect(description, path).toContain(`${grouped(figures.yearlyHours)} hours a year`)
      expect(description, path).toContain(`${grouped(figures.yearlyDays)} days`)
      expect(description, path).toContain(
        `${figures.lifetimeYears} ${figures.lifetimeYears === 1 ? 'year' : 'years'} of my life by 80`,
      )
      expect(html, path).toContain(`<link rel="canonical" href="${absolute(path)}"/>`)
      expect(meta(html, 'og:url'), path).toBe(absolute(path))

      const image = meta(html, 'og:image')!
      expect(meta(html, 'twitter:image'), path).toBe(image)
      expect(meta(html, 'twitter:card'), path).toBe('summary_large_image')
      expect(images.has(image), `${path} has a picture of its own`).toBe(false)
      images.add(image)
      expect(meta(html, 'og:image:width'), path).toBe('1200')
      expect(meta(html, 'og:image:height'), path).toBe('630')
      expect(meta(html, 'og:image:alt'), path).toContain(
        `${grouped(figures.yearlyHours)} hours a year`,
      )
      expect(meta(html, 'twitter:image:alt'), path).toBe(meta(html, 'og:image:alt'))

      const card = await request.get(localPath(image))
      expect(card.status(), image).toBe(200)
      expect(card.headers()['content-type'], image).toBe('image/png')
      const cardSize = png(await card.body())
      expect(cardSize, image).toMatchObject({ width: 1200, height: 630 })
      expect(cardSize.bytes, image).toBeLessThan(300_000)

      // The story picture, linked as "save image".
      const story = new RegExp(`<a href="([^"]+)" download="[^"]+"`).exec(html)?.[1]
      expect(story, path).toBeDefined()
      const storyResponse = await request.get(story!)
      expect(storyResponse.status(), story).toBe(200)
      const storySize = png(await storyResponse.body())
      expect(storySize, story).toMatchObject({ width: 1080, height: 1920 })
      expect(storySize.bytes, story).toBeLessThan(300_000)
    }
    expect(images.size).toBe(30)
  })

  test('an unknown answer in the path is not a page', async ({ request }) => {
    for (const path of [
      '/screentime-calculator/25-34/all-day',
      '/screentime-calculator/1-2/25-34',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('a query-string result link leads to the result page', async ({ page }) => {
    await gotoHydrated(page, '/screentime-calculator?age=25-34&hours=3-4')
    await expect(page).toHaveURL('/screentime-calculator/25-34/3-4')
    await expect(page).toHaveTitle('1,277 hours a year on my phone · touch grass')
    await expect(page.getByText('1,277', { exact: true })).toBeVisible()
  })

  test('answering the calculator becomes the result page, without reloading', async ({ page }) => {
    await gotoHydrated(page, '/screentime-calculator')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('button', { name: '35-44 years old' }).click()
    await page.getByRole('button', { name: '5-6 hours' }).click()
    await expect(page).toHaveURL('/screentime-calculator/35-44/5-6')
    await expect(page).toHaveTitle('2,007 hours a year on my phone · touch grass')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absolute('/screentime-calculator/35-44/5-6'),
    )
    await expect(page.getByRole('heading', { name: 'right. here is the damage.' })).toBeFocused()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await expect(page.getByRole('button', { name: shareCopy.button })).toBeEnabled()

    await page.goBack()
    await expect(page).toHaveURL('/screentime-calculator?age=35-44')
    await expect(page.getByRole('heading', { name: /your phone each day/ })).toBeFocused()
  })

  test('"start again" on a result page goes back to the first question', async ({ page }) => {
    await gotoHydrated(page, '/screentime-calculator/14-24/1-2')
    await page.getByRole('button', { name: 'start again' }).click()
    await expect(page).toHaveURL('/screentime-calculator')
    await expect(page.getByRole('heading', { name: /how old are you/ })).toBeFocused()
  })
})

test.describe('a result page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows every figure and the picture to save', async ({ page }) => {
    await page.goto('/screentime-calculator/55-plus/6-plus')
    for (const value of ['2,555', '106', '5']) {
      await expect(page.getByText(value, { exact: true })).toBeVisible()
    }
    await expect(page.getByText(/^that is 5 springs and 5 summers/)).toBeVisible()
    await expect(page.getByRole('link', { name: shareCopy.saveImage })).toHaveAttribute(
      'href',
      '/images/results/55-plus-6-plus-story.png',
    )
  })
})

type ShareCall = {
  title?: string
  text?: string
  url?: string
  files: { name: string; type: string; size: number }[]
}

/** A stand-in share sheet: records what it is given, and can refuse files or be closed. */
async function stubWebShare(page: Page, { files = true, cancel = false } = {}) {
  await page.addInitScript(
    ({ files, cancel }) => {
      const calls: unknown[] = []
      Object.assign(window, { shareCalls: calls })
      Object.defineProperty(Navigator.prototype, 'canShare', {
        configurable: true,
        value: (data?: ShareData) => files || !data?.files?.length,
      })
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push({
            title: data.title,
            text: data.text,
            url: data.url,
            files: (data.files ?? []).map(({ name, type, size }) => ({ name, type, size })),
          })
          if (cancel) throw new DOMException('Share canceled', 'AbortError')
        },
      })
    },
    { files, cancel },
  )
}
const shareCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { shareCalls: ShareCall[] }).shareCalls)
const shareEvents = async (page: Page) =>
  (await recordedEvents(page)).filter((event) => event.name === 'share_result')

test.describe('sharing a result', () => {
  const path = '/screentime-calculator/25-34/3-4'
  const status = (page: Page) =>
    page.getByRole('group', { name: shareCopy.label }).getByRole('status')

  test('opens the share sheet with the link, the words and the picture', async ({ page }) => {
    await stubWebShare(page)
    // The picture is fetched ahead of the tap, so the sheet can open within it; it may arrive
    // while the page hydrates, so the wait starts before the page loads.
    const picture = page.waitForResponse(/\/images\/results\/25-34-3-4-story\.png$/)
    await gotoHydrated(page, path)
    await picture
    await page.getByRole('button', { name: shareCopy.button }).click()
    await expect.poll(() => shareCalls(page)).toHaveLength(1)
    const [call] = await shareCalls(page)
    expect(call).toMatchObject({
      title: '1,277 hours a year on my phone',
      text: '1,277 hours a year on my phone. 7 years of my life by 80. how much is yours getting?',
      url: absolute(path),
    })
    expect(call!.files).toEqual([
      { name: 'touch-grass-1277-hours-a-year.png', type: 'image/png', size: expect.any(Number) },
    ])
    expect(call!.files[0]!.size).toBeGreaterThan(10_000)
    expect(await shareEvents(page)).toEqual([
      {
        name: 'share_result',
        params: { age_range: '25-34', screen_time: '3-4', method: 'web_share' },
      },
    ])
  })

  test('shares the link alone where files cannot be shared; closing the sheet is no failure', async ({
    page,
  }) => {
    await stubWebShare(page, { files: false, cancel: true })
    let pictureFetched = false
    page.on('request', (request) => {
      if (request.url().endsWith('-story.png')) pictureFetched = true
    })
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: shareCopy.button }).click()
    await expect.poll(() => shareCalls(page)).toHaveLength(1)
    expect((await shareCalls(page))[0]!.files).toEqual([])
    expect(pictureFetched).toBe(false)
    await expect(status(page)).toBeEmpty()
    expect(await shareEvents(page)).toEqual([])
  })

  test('without the Web Share API, copies the link and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      // Chromium on Linux has no share sheet; make sure of it.
      delete (Navigator.prototype as Partial<Navigator>).share
      delete (Navigator.prototype as Partial<Navigator>).canShare
    })
    await gotoHydrated(page, path)
    await expect(status(page)).toBeEmpty()
    await page.getByRole('button', { name: shareCopy.button }).click()
    await expect(status(page)).toHaveText(shareCopy.copied)
    await expect(status(page)).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(absolute(path))
    expect(await shareEvents(page)).toEqual([
      {
        name: 'share_result',
        params: { age_range: '25-34', screen_time: '3-4', method: 'copy_link' },
      },
    ])
  })

  test('when copying is refused, the link is shown to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      })
    })
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: shareCopy.button }).click()
    await expect(status(page)).toHaveText(shareCopy.copyFailed(absolute(path)))
    expect(await shareEvents(page)).toEqual([])
  })

  test('"save image" downloads the story picture and records it', async ({ page }) => {
    await gotoHydrated(page, path)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: shareCopy.saveImage }).click()
    expect((await download).suggestedFilename()).toBe('touch-grass-1277-hours-a-year.png')
    expect(await shareEvents(page)).toEqual([
      {
        name: 'share_result',
        params: { age_range: '25-34', screen_time: '3-4', method: 'save_image' },
      },
    ])
  })
})

test.describe('result page accessibility', () => {
  test('no axe violations on a result page after copying its link @desktop', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHydrated(page, '/screentime-calculator/45-54/6-plus')
    await page.getByRole('button', { name: shareCopy.button }).click()
    await expect(page.getByRole('group', { name: shareCopy.label }).getByRole('status')).toHaveText(
      shareCopy.copied,
    )
    await expectNoAxeViolations(page)
  })
})
