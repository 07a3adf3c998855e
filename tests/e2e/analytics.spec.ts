import { waitlistCopy } from '../../src/content/waitlist'
import { productName } from '../../src/content/brand'
import { recordedEvents } from './support/analytics'
import { siteContent } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const { title } = siteContent.site.home
const homeTitle = title.startsWith(productName) ? title : `${title} · ${productName}`

test('page_view is recorded once on load and once per client-side navigation', async ({ page }) => {
  await gotoHydrated(page, '/')
  const pageViews = async () =>
    (await recordedEvents(page)).filter((event) => event.name === 'page_view')
  await expect.poll(pageViews).toHaveLength(1)

  await page.getByRole('button', { name: 'menu', exact: true }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'faq' }).click()
  await expect(page).toHaveURL('/faq')
  await expect.poll(pageViews).toHaveLength(2)

  await page.getByRole('contentinfo').getByRole('link', { name: 'terms of service' }).click()
  await expect(page).toHaveURL('/terms')
  await expect.poll(pageViews).toHaveLength(3)

  const origin = new URL(page.url()).origin
  expect((await pageViews()).map((event) => event.params)).toEqual([
    { page_title: homeTitle, page_location: `${origin}/`, page_path: '/' },
    { page_title: 'faq · touch grass', page_location: `${origin}/faq`, page_path: '/faq' },
    {
      page_title: 'Terms of Service · touch grass',
      page_location: `${origin}/terms`,
      page_path: '/terms',
    },
  ])
})

test('no event ever carries what a visitor typed', async ({ page }) => {
  await gotoHydrated(page, '/download')
  await page.getByRole('textbox', { name: 'email address' }).fill('private-person@example.com')
  await page.getByRole('button', { name: 'join waitlist' }).click()
  await expect(page.getByRole('status')).toHaveText(waitlistCopy.success)
  expect(JSON.stringify(await recordedEvents(page))).not.toContain('private-person')
})
