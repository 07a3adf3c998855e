import { download } from '../../src/content/download'
import { formCopy } from '../../src/content/forms'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { parseEnv } from '../../src/lib/env.schema'
import { recordedEvents } from './support/analytics'
import { uniqueEmail, waitlistEntriesFor } from './support/emulator'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures'

const appStoreUrl = parseEnv(process.env).VITE_APP_STORE_URL

test('the download page is prerendered with its title, video, badge and waitlist', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/download')
  await expect(page).toHaveTitle('Download Page · touch grass')
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    appStoreUrl,
  )
  await expect(page.getByRole('textbox', { name: waitlistFields.email.label })).toBeVisible()
  await expect(page.getByRole('button', { name: waitlistCopy.submit })).toBeVisible()
  // Without scripting the browser shows the video's own controls, so the button that needs
  // JavaScript is not offered.
  const playButton = page.getByRole('button', { name: 'play the demo video', includeHidden: true })
  await expect(playButton).toHaveCount(1)
  await expect(playButton).toBeHidden()
  await context.close()
})

test('the preview video has a poster, plays only when asked, and pauses again', async ({
  page,
}) => {
  await gotoHydrated(page, '/download')
  const video = page.locator('video')
  await expect(video).toHaveAttribute('poster', /\.avif$/)
  // The browser decodes it: the poster is the page's largest paint, not an empty frame.
  const poster = (await video.getAttribute('poster')) ?? ''
  const decodedWidth = await page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const image = new Image()
        image.onload = () => resolve(image.naturalWidth)
        image.onerror = () => resolve(0)
        image.src = src
      }),
    poster,
  )
  expect(decodedWidth).toBe(480)
  // The browser's own controls would be seven more images in flight while the page loads, which
  // Lighthouse's model charges to the largest paint: one button instead.
  await expect(video).not.toHaveAttribute('controls', /.*/)
  await expect(video).not.toHaveAttribute('autoplay', /.*/)
  expect(
    await video.evaluate((node: HTMLVideoElement) => ({
      muted: node.muted,
      paused: node.paused,
      inline: node.playsInline,
    })),
  ).toEqual({ muted: true, paused: true, inline: true })

  await page.getByRole('button', { name: 'play the demo video' }).click()
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(false)
  await page.getByRole('button', { name: 'pause the demo video' }).click()
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true)
  await expect(page.getByRole('button', { name: 'play the demo video' })).toBeFocused()
})

test('on a phone the video button is never under the menu button, wherever the page is scrolled', async ({
  page,
}) => {
  for (const path of ['/download', '/']) {
    await gotoHydrated(page, path)
    const button = page.getByRole('button', { name: /the demo video$/ })
    // Every 4 px of scroll with the button wholly on screen: a thumb aimed at any of nine points
    // inside it reaches the button, not the floating menu over the page's corner.
    const covered = await button.evaluate((target) => {
      const found: string[] = []
      for (let y = 0; y <= document.documentElement.scrollHeight - innerHeight; y += 4) {
        scrollTo(0, y)
        const box = target.getBoundingClientRect()
        if (box.top < 0 || box.bottom > innerHeight) continue
        const hits = [0.2, 0.5, 0.8].flatMap((x) =>
          [0.2, 0.5, 0.8].map((y) =>
            document.elementFromPoint(box.left + box.width * x, box.top + box.height * y),
          ),
        )
        const under = hits.filter((hit) => !hit || !target.contains(hit)).length
        if (under > 0) found.push(`${under} of 9 points at scroll ${Math.round(scrollY)}`)
      }
      return found
    })
    expect(covered, path).toEqual([])
  }
})

test('records one page_view on load', async ({ page }) => {
  await gotoHydrated(page, '/download')
  await expect
    .poll(async () => (await recordedEvents(page)).filter((event) => event.name === 'page_view'))
    .toEqual([
      {
        name: 'page_view',
        params: {
          page_title: 'Download Page · touch grass',
          page_location: new URL('/download', page.url()).href,
          page_path: '/download',
        },
      },
    ])
})

test('shows a QR code of the App Store link on wide screens only @desktop', async ({ page }) => {
  await gotoHydrated(page, '/download')
  const qr = page.getByRole('img', { name: 'QR code that opens touch grass on the App Store' })
  const wide = (page.viewportSize()?.width ?? 0) >= 768
  await expect(qr).toBeVisible({ visible: wide })
  if (wide) {
    const src = await qr.getAttribute('src')
    expect(decodeURIComponent(src ?? '')).toContain('<svg')
  }
})

test('the inline waitlist stores a real signup and says the address waits for its confirmation @desktop', async ({
  page,
}) => {
  const email = uniqueEmail('download')
  await gotoHydrated(page, '/download')
  const field = page.getByRole('textbox', { name: waitlistFields.email.label })
  await field.fill(email)
  await page.getByRole('button', { name: waitlistCopy.submit }).click()
  await expect(page.getByRole('status')).toHaveText(waitlistCopy.success)
  await expect(page.getByText(download.android.joined)).toBeVisible()
  await expect(field).toHaveValue('')
  expect(await waitlistEntriesFor(email)).toHaveLength(1)
  await expectNoAxeViolations(page)
})

test('a signup sent offline says so, and the same press back online saves it once @desktop', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('offline')
  await gotoHydrated(page, '/download')
  const field = page.getByRole('textbox', { name: waitlistFields.email.label })
  const submit = page.getByRole('button', { name: waitlistCopy.submit })
  // A first, invalid submit brings the working form, so what fails offline is the save itself.
  await field.fill('not-an-email')
  await submit.click()
  await expect(field).toHaveAccessibleDescription(
    `${formCopy.errorPrefix} ${waitlistFields.email.messages.format}`,
  )
  await field.fill(email)
  await context.setOffline(true)
  await submit.click()
  await expect(page.getByText(waitlistCopy.saveFailed)).toBeVisible()
  await expect(field).toHaveValue(email)
  await context.setOffline(false)
  await submit.click()
  await expect(page.getByRole('status')).toHaveText(waitlistCopy.success)
  expect(await waitlistEntriesFor(email)).toHaveLength(1)
})

test('what a visitor types before the form code arrives is kept, focus included', async ({
  page,
}) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/waitlist-checks-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await gotoHydrated(page, '/download')
  const field = page.getByRole('textbox', { name: waitlistFields.email.label })
  await field.click()
  await page.keyboard.type('early@example')
  release()
  await page.keyboard.type('.com')
  await expect(field).toHaveValue('early@example.com')
  await expect(field).toBeFocused()
  await page.getByRole('button', { name: waitlistCopy.submit }).click()
  await expect(page.getByRole('status')).toHaveText(waitlistCopy.success)
})

test('the download page has no axe violations with a form error', async ({ page }) => {
  await gotoHydrated(page, '/download')
  await page.getByRole('textbox', { name: waitlistFields.email.label }).fill('not-an-email')
  await page.getByRole('button', { name: waitlistCopy.submit }).click()
  const field = page.getByRole('textbox', { name: waitlistFields.email.label })
  await expect(field).toHaveAccessibleDescription(
    `${formCopy.errorPrefix} ${waitlistFields.email.messages.format}`,
  )
  await expect(field).toBeFocused()
  await expectNoAxeViolations(page)
})
