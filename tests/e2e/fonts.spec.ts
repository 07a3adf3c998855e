import { siteContent } from './support/content'
import { displayText, expectCovered } from './support/display-font'
import { expect, gotoHydrated, test } from './support/fixtures'

test.describe('the display font subset covers', () => {
  // Every heading and label on every page, on a phone and a laptop: page-sweep.spec.ts.

  test('the open menu and every rotating word', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'menu', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const found = await displayText(page)
    expectCovered([
      ...found,
      ...siteContent.site.home.rotatingWords.map((text) => ({ text, weight: 800 })),
    ])
  })
})
