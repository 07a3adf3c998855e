import type { Page } from '@playwright/test'

/**
 * A release while the page is open: from now on every chunk the page did not load yet answers
 * 404. `deployed`: until the next document, which belongs to the new release and finds all its
 * chunks. `broken`: for good.
 */
export async function removeLazyChunks(page: Page, cause: 'deployed' | 'broken' = 'deployed') {
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  )
  let oldDocument = true
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      oldDocument = cause === 'broken'
    }
  })
  await page.route(/\/assets\/.+\.js$/, (route) =>
    !oldDocument || loaded.includes(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.fulfill({ status: 404, body: 'not found' }),
  )
}
