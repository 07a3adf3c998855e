import type { Page } from '@playwright/test'
import { consentCopy } from '../../src/content/consent'
import { home } from '../../src/content/home'
import { productName } from '../../src/content/brand'
import { timing } from '../../src/content/product'
import { parseEnv } from '../../src/lib/env.schema'
import { recordedEvents, stayOnPageAfterClicks } from './support/analytics'
import { siteContent } from './support/content'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures'

const appStoreUrl = parseEnv(process.env).VITE_APP_STORE_URL
// The owner's words (content/site.yml), whatever they say today.
const { headline, rotatingPrefix, rotatingWords: words } = siteContent.site.home
const [first = '', second = ''] = words
const last = words.at(-1) ?? ''

/** Fake timers that only move when the test says so. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') })
  await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'))
}

function word(page: Page, text: string) {
  return page.getByText(text, { exact: true })
}

test.describe('headline', () => {
  test('the headline and the first word are in the prerendered HTML, fully visible', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${headline} ${productName}`)
    await expect(word(page, first)).toHaveCSS('opacity', '1')
    await expect(word(page, second)).toHaveCSS('opacity', '0')
    await context.close()
  })

  test('screen readers get one stable sentence, not the moving words', async ({ page }) => {
    await gotoHydrated(page, '/')
    const sentence = `${rotatingPrefix} ${words.slice(0, -1).join(', ')} and ${words.at(-1)}.`
    await expect(page.getByText(sentence)).toHaveCount(1)
    for (const text of words) {
      const hidden = await word(page, text).evaluate((node) =>
        Boolean(node.closest('[aria-hidden="true"]')),
      )
      expect(hidden, text).toBe(true)
    }
  })

  test('the word changes every 2 s, in order, and wraps to the first @desktop', async ({
    page,
  }) => {
    await pauseClock(page)
    await gotoHydrated(page, '/')
    await expect(word(page, first)).toHaveCSS('opacity', '1')
    await page.clock.runFor(1900)
    await expect(word(page, first)).toHaveCSS('opacity', '1')
    for (const next of [...words.slice(1), first]) {
      await page.clock.runFor(2000)
      await expect(word(page, next)).toHaveCSS('opacity', '1')
    }
    await expect(word(page, last)).toHaveCSS('opacity', '0')
  })

  test('the old word fades and slides up, the new one fades and slides into place', async ({
    page,
  }) => {
    await pauseClock(page)
    await gotoHydrated(page, '/')
    await page.clock.runFor(2000)
    // motion leaves each animation's last frame inline once it has run
    const inlineStyle = (text: string) =>
      word(page, text).evaluate((node: HTMLElement) => [node.style.opacity, node.style.transform])
    await expect.poll(() => inlineStyle(second)).toEqual(['1', 'translateY(0px)'])
    await expect
      .poll(() => inlineStyle(first))
      .toEqual(['0', `translateY(-${timing.wordOffsetPx}px)`])
  })

  test('changing words never moves the layout', async ({ page }) => {
    await pauseClock(page)
    await gotoHydrated(page, '/')
    const lead = page.getByText(home.lead)
    const before = await lead.boundingBox()
    for (let step = 0; step < words.length; step++) {
      await page.clock.runFor(2000)
      expect(await lead.boundingBox()).toEqual(before)
    }
  })

  test('the pause control stops the rotation and play restarts it', async ({ page }) => {
    await pauseClock(page)
    await gotoHydrated(page, '/')
    const pause = page.getByRole('button', { name: 'pause the changing word' })
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
    await page.clock.runFor(2000)
    await expect(word(page, second)).toHaveCSS('opacity', '1')
    await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(10_000)
    await expect(word(page, second)).toHaveCSS('opacity', '1')
    await pause.click()
    await page.clock.runFor(2000)
    await expect(word(page, words[2 % words.length]!)).toHaveCSS('opacity', '1')
  })

  test('with reduced motion the words stay put and the video does not play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await pauseClock(page)
    await gotoHydrated(page, '/')
    await page.clock.runFor(10_000)
    await expect(word(page, first)).toHaveCSS('opacity', '1')
    await expect(page.getByRole('button', { name: 'pause the changing word' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      true,
    )
    await expect(page.getByRole('button', { name: 'play the demo video' })).toBeVisible()
  })
})

test.describe('app store badge', () => {
  test('links to the App Store with the official badge and records the click', async ({ page }) => {
    await gotoHydrated(page, '/')
    const badge = page.getByRole('link', { name: 'Download on the App Store' }).first()
    await expect(badge).toHaveAttribute('href', appStoreUrl)
    await expect(badge.getByRole('img', { name: 'Download on the App Store' })).toBeVisible()
    await stayOnPageAfterClicks(page)
    await badge.click()
    expect(await recordedEvents(page)).toContainEqual({
      name: 'app_store_click',
      params: { location: 'homepage' },
    })
  })
})

test.describe('first screen', () => {
  // A first visit on a phone (the cookie question shown above the hero), and a laptop's short
  // window (1366 x 768 less the browser's bars) once it is answered.
  for (const { name, size, answered } of [
    { name: 'a phone on a first visit', size: { width: 390, height: 844 }, answered: false },
    { name: 'a laptop', size: { width: 1366, height: 657 }, answered: true },
  ]) {
    test.describe(() => {
      test.use({ analyticsConsent: answered ? 'denied' : null, viewport: size })
      test(`ends below the App Store badge and the waitlist button: ${name}`, async ({ page }) => {
        await gotoHydrated(page, '/')
        const banner = page.getByRole('region', { name: consentCopy.title })
        await (answered ? expect(banner).toBeHidden() : expect(banner).toBeVisible())
        for (const [label, control] of [
          ['the App Store badge', page.getByRole('link', { name: 'Download on the App Store' })],
          ['the waitlist button', page.getByRole('button', { name: 'join android waitlist' })],
        ] as const) {
          const box = (await control.first().boundingBox())!
          expect(box.y + box.height, label).toBeLessThanOrEqual(size.height)
        }
      })
    })
  }
})

test.describe('demo video', () => {
  test('is muted, looped, inline, has a poster and loads nothing before the page is ready', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url())
    })
    await page.goto('/')
    const video = page.locator('video')
    await expect(video).toHaveAttribute('poster', /\.avif$/)
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(video).not.toHaveAttribute('autoplay', /.*/)
    expect(
      await video.evaluate((node: HTMLVideoElement) => [node.muted, node.loop, node.playsInline]),
    ).toEqual([true, true, true])
    expect(videoRequests).toEqual([])
    await context.close()
  })

  test('plays after hydration and can be paused and played again', async ({ page }) => {
    await gotoHydrated(page, '/')
    const video = page.locator('video')
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(false)
    await page.getByRole('button', { name: 'pause the demo video' }).click()
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true)
    await page.getByRole('button', { name: 'play the demo video' }).click()
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(false)
  })
})

test('the homepage has no axe violations, as loaded and after the word has changed @desktop', async ({
  page,
}) => {
  const pause = page.getByRole('button', { name: 'pause the changing word' })
  // Words are checked once settled; mid-fade is a transition, not a state.
  const settled = () =>
    expect
      .poll(() =>
        page
          .locator('[data-word]')
          .evaluateAll((nodes) =>
            nodes
              .map((node) => getComputedStyle(node).opacity)
              .filter((o) => o !== '0' && o !== '1'),
          ),
      )
      .toEqual([])
  await gotoHydrated(page, '/')
  await pause.click()
  await settled()
  await expectNoAxeViolations(page)
  await pause.click()
  await expect(word(page, first)).toHaveCSS('opacity', '0')
  await pause.click()
  await settled()
  await expectNoAxeViolations(page)
})
