import type { Page, Request } from '@playwright/test'
import { calculatorCopy } from '../../src/content/calculator-copy'
import { consentCopy } from '../../src/content/consent'
import { errorPage, footerNav } from '../../src/content/pages'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { testContactFormOrigin as formOrigin } from '../../scripts/lib/test-ports.mjs'
import { parseEnv } from '../../src/lib/env.schema'
import { uniqueEmail, waitlistEntriesFor } from './support/emulator'
import { expect, gotoHydrated, test, waitForLive } from './support/fixtures'
import { gotoFirstPaint, pressesBeforeLive } from './support/first-paint'
import { removeLazyChunks } from './support/release'
import { answerGoogleLocally } from './support/google'
import { siteContent } from './support/content'
import { expectedPayload, fillContact } from '../fixtures/contact-form'

// Every control, pressed at the first paint of a throttled phone, long before the page's
// JavaScript has run, does what it says: at once where HTML can, otherwise once the code is
// there, with a pending state meanwhile.
test.describe.configure({ timeout: 60_000 })

const env = parseEnv(process.env)
const menuButton = (page: Page) => page.getByRole('button', { name: 'menu', exact: true })
const waitlistDialog = (page: Page) => page.getByRole('dialog', { name: waitlistCopy.title })

type Held = Awaited<ReturnType<typeof gotoFirstPaint>>

/** Checks the presses landed before the page was live, then lets its scripts run. */
async function expectPressedBeforeLive(page: Page, held: Held, presses = 1) {
  expect(await pressesBeforeLive(page, held), 'presses before the page was live').toBe(presses)
}

/** Every request URL, so a test can show an email never reached one. */
function recordUrls(page: Page) {
  const urls: string[] = []
  page.on('request', (request: Request) => urls.push(request.url()))
  return urls
}

test.describe('at the first paint', () => {
  test('the menu button opens the menu, pending until its code is there', async ({ page }) => {
    const held = await gotoFirstPaint(page, '/terms')
    await menuButton(page).click()
    await expectPressedBeforeLive(page, held)
    await expect(menuButton(page)).toHaveAttribute('aria-busy', 'true')
    const menu = page.getByRole('dialog', { name: 'menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'faq' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menuButton(page)).toBeFocused()
    await expect(menuButton(page)).not.toHaveAttribute('aria-busy', /.*/)
  })

  test('a press on the menu fetches its code at once, not once the page is live', async ({
    page,
  }) => {
    const held = await gotoFirstPaint(page, '/terms')
    const menuCode = page.waitForRequest(/\/assets\/menu-overlay-[^/]+\.js$/)
    await menuButton(page).click()
    // The page's own scripts are still held back, so it cannot be live yet.
    await menuCode
    await expectPressedBeforeLive(page, held)
    await expect(page.getByRole('dialog', { name: 'menu' })).toBeVisible()
  })

  test('"join android waitlist" opens the waitlist, and what is typed there is saved once', async ({
    page,
  }) => {
    const email = uniqueEmail('first-paint-home')
    const held = await gotoFirstPaint(page, '/')
    await page.getByRole('button', { name: waitlistCopy.openButton }).click()
    await expectPressedBeforeLive(page, held)
    const dialog = waitlistDialog(page)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox', { name: waitlistFields.email.label }).fill(email)
    await dialog.getByRole('textbox', { name: waitlistFields.email.label }).press('Enter')
    await expect(dialog.getByRole('status')).toHaveText(waitlistCopy.success)
    expect(await waitlistEntriesFor(email)).toHaveLength(1)
  })

  test.describe('with no analytics choice yet', () => {
    test.use({ analyticsConsent: null })

    for (const [choice, stored] of [
      [consentCopy.accept, 'granted'],
      [consentCopy.reject, 'denied'],
    ] as const) {
      test(`"${choice}" closes the banner and is kept`, async ({ page, context }) => {
        await answerGoogleLocally(context)
        const held = await gotoFirstPaint(page, '/rewilding')
        await page.getByRole('button', { name: choice }).click()
        await expectPressedBeforeLive(page, held)
        await expect(page.getByRole('region', { name: consentCopy.title })).toBeHidden()
        expect(
          await page.evaluate(() => localStorage.getItem('touch-grass:analytics-consent')),
        ).toBe(stored)
      })
    }
  })

  test('"cookie settings" reopens the banner', async ({ page }) => {
    const held = await gotoFirstPaint(page, '/privacy')
    await page.getByRole('contentinfo').getByRole('button', { name: consentCopy.settings }).click()
    await expectPressedBeforeLive(page, held)
    await expect(page.getByRole('region', { name: consentCopy.title })).toBeVisible()
  })

  test('a page scrolled down stays there when it goes live, so a tap lands on what was shown', async ({
    page,
  }) => {
    const held = await gotoFirstPaint(page, '/terms')
    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: consentCopy.settings })
    await settings.scrollIntoViewIfNeeded()
    const shown = (await settings.boundingBox())!
    await expectPressedBeforeLive(page, held, 0)
    await waitForLive(page)
    await page.touchscreen.tap(shown.x + shown.width / 2, shown.y + shown.height / 2)
    await expect(page.getByRole('region', { name: consentCopy.title })).toBeVisible()
  })

  test('a calculator answer moves to the next question', async ({ page }) => {
    const held = await gotoFirstPaint(page, '/screentime-calculator')
    await page.getByRole('button', { name: '25-34 years old' }).click()
    await expectPressedBeforeLive(page, held)
    await expect(page.getByRole('heading', { name: /your phone each day/ })).toBeVisible()
    await expect(page).toHaveURL(/\?age=25-34$/)
  })

  test('"show all now" and "start again" work as soon as the results show', async ({ page }) => {
    const held = await gotoFirstPaint(page, '/screentime-calculator')
    await page.getByRole('button', { name: '25-34 years old' }).click()
    await expectPressedBeforeLive(page, held)
    await page.getByRole('button', { name: '3-4 hours' }).click()
    const showAll = page.getByRole('button', { name: calculatorCopy.results.showAll })
    await showAll.click()
    await expect(showAll).toBeHidden()
    await expect(page.getByText(/^want some of it back\?/)).toBeVisible()
    await page.getByRole('button', { name: calculatorCopy.results.startAgain }).click()
    await expect(page.getByRole('heading', { name: /how old are you/ })).toBeVisible()
  })

  test('a result page\'s "start again" goes back to the first question', async ({ page }) => {
    const held = await gotoFirstPaint(page, '/screentime-calculator/25-34/3-4')
    await page.getByRole('button', { name: calculatorCopy.results.startAgain }).click()
    await expectPressedBeforeLive(page, held)
    await expect(page.getByRole('heading', { name: /how old are you/ })).toBeVisible()
  })

  test('an FAQ question opens its answer', async ({ page }) => {
    const [item] = siteContent.faqGroups[0]!.items
    const held = await gotoFirstPaint(page, '/faq')
    const question = page.getByRole('button', { name: item!.question })
    await question.click()
    await expectPressedBeforeLive(page, held)
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: item!.question })).toBeVisible()
  })

  test('the changing word and the demo video pause', async ({ page }) => {
    const held = await gotoFirstPaint(page, '/')
    const pauseWord = page.getByRole('button', { name: 'pause the changing word' })
    await pauseWord.click()
    await page.getByRole('button', { name: 'pause the demo video' }).click()
    await expectPressedBeforeLive(page, held, 2)
    await expect(pauseWord).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'play the demo video' })).toBeVisible()
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      true,
    )
  })

  test('the download page’s preview plays', async ({ page }) => {
    const held = await gotoFirstPaint(page, '/download')
    await page.getByRole('button', { name: 'play the demo video' }).click()
    await expectPressedBeforeLive(page, held)
    await expect(page.getByRole('button', { name: 'pause the demo video' })).toBeVisible()
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      false,
    )
  })
})

test.describe('text typed before the scripts run is kept and sent', () => {
  test('on /download, submitted with Enter, saved once and never in a URL', async ({ page }) => {
    const email = uniqueEmail('first-paint-download')
    const urls = recordUrls(page)
    const held = await gotoFirstPaint(page, '/download')
    const field = page.getByRole('textbox', { name: waitlistFields.email.label })
    await field.fill(email)
    await field.press('Enter')
    await expectPressedBeforeLive(page, held)
    await expect(page.getByRole('status')).toHaveText(waitlistCopy.success)
    expect(await waitlistEntriesFor(email)).toHaveLength(1)
    expect(
      urls.filter((url) => url.includes(encodeURIComponent(email)) || url.includes(email)),
    ).toEqual([])
    expect(page.url()).toMatch(/\/download$/)
  })

  // Media and investors are the harder route: hydration replaces their no-JS submit button.
  for (const inquiryType of ['media', 'support'] as const) {
    test(`on /contact, every field, sent to FormSubmit as typed (${inquiryType})`, async ({
      page,
    }) => {
      const posts: unknown[] = []
      await page.route(`${formOrigin}/**`, async (route) => {
        const cors = {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type, accept',
        }
        if (route.request().method() === 'OPTIONS') {
          await route.fulfill({ status: 204, headers: cors })
          return
        }
        posts.push(route.request().postDataJSON())
        await route.fulfill({
          status: 200,
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify({ success: 'true' }),
        })
      })
      const held = await gotoFirstPaint(page, '/contact')
      await fillContact(page, inquiryType)
      await page.getByRole('button', { name: 'send message' }).click()
      await expectPressedBeforeLive(page, held)
      await expect(page.getByText('your message has been sent successfully!')).toBeVisible()
      expect(posts).toEqual([expectedPayload(inquiryType)])
      expect(page.url()).not.toContain('ada')
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu is a link to a list of every page', async ({ page }) => {
    await page.goto('/terms')
    await page.getByRole('link', { name: 'menu' }).click()
    await expect(page).toHaveURL(/\/terms#site-pages$/)
    const pagesList = page.getByRole('navigation', { name: 'footer' })
    for (const { label } of footerNav) {
      await expect(pagesList.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('button')).toHaveCount(0)
  })

  test('"join android waitlist" leads to the form on the download page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: waitlistCopy.openButton }).click()
    await expect(page).toHaveURL(/\/download#android-waitlist$/)
    await expect(page.getByRole('textbox', { name: waitlistFields.email.label })).toBeInViewport()
  })

  test('the waitlist form posts, never puts the email in a URL', async ({ page }) => {
    const posts: { method: string; url: string; body: string | null }[] = []
    await page.route(`${formOrigin}/**`, async (route) => {
      const request = route.request()
      posts.push({ method: request.method(), url: request.url(), body: request.postData() })
      await route.fulfill({ contentType: 'text/html', body: '<p>thanks</p>' })
    })
    await page.goto('/download')
    await page.getByRole('textbox', { name: waitlistFields.email.label }).fill('nojs@example.com')
    await page.getByRole('textbox', { name: waitlistFields.email.label }).press('Enter')
    await expect(page.getByText('thanks')).toBeVisible()
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({
      method: 'POST',
      url: `${formOrigin}/${env.VITE_CONTACT_SUPPORT_RECIPIENT}`,
    })
    expect(posts[0]!.body).toContain('email=nojs%40example.com')
    expect(posts[0]!.url).not.toContain('nojs')
  })

  test('"cookie settings" is a link to what the policy says about them', async ({ page }) => {
    await page.goto('/faq')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: consentCopy.settings }),
    ).toHaveAttribute('href', '/privacy#2-2-on-this-website')
  })
})

test.describe('once the page is live', () => {
  test('the menu and "join android waitlist" open at the first press, even offline: their code came ahead', async ({
    page,
    context,
  }) => {
    // What each opens with (the dialogs' chunks, named after their files) arrives after live,
    // with no press; then the network goes away.
    const arrived = ['menu-overlay', 'waitlist-dialog', 'waitlist-form'].map((name) =>
      page.waitForEvent('requestfinished', {
        predicate: (request) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(request.url()),
      }),
    )
    await gotoHydrated(page, '/')
    await Promise.all(arrived)
    // and whatever they import, fetched beside them
    await page.waitForLoadState('networkidle')
    await context.setOffline(true)
    await menuButton(page).click()
    await expect(page.getByRole('dialog', { name: 'menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: waitlistCopy.openButton }).click()
    await expect(waitlistDialog(page)).toBeVisible()
  })
})

test.describe('code that fails to load', () => {
  test.use({
    expectedConsoleMessages:
      /404|Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/,
  })

  test('offline, with Data Saver on, the menu waits for the next press, which opens it', async ({
    page,
    context,
  }) => {
    // Data Saver keeps the menu's code for a press instead of fetching it once the page is live.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
    await gotoHydrated(page, '/terms')
    await context.setOffline(true)
    await menuButton(page).click()
    await expect(menuButton(page)).not.toHaveAttribute('aria-busy', /.*/)
    await expect(page).toHaveURL(/\/terms$/)
    await context.setOffline(false)
    await menuButton(page).click()
    await expect(page.getByRole('dialog', { name: 'menu' })).toBeVisible()
  })

  test('a page whose code is gone shows the error page, with a way home', async ({ page }) => {
    await gotoHydrated(page, '/terms')
    await removeLazyChunks(page, 'broken')
    await page.getByRole('contentinfo').getByRole('link', { name: 'rewilding' }).click()
    await expect(page.getByRole('heading', { level: 1, name: errorPage.title })).toBeVisible()
    await page.getByRole('link', { name: errorPage.home }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
