import type { Page } from '@playwright/test'

export type RecordedEvent = { name: string; params: Record<string, unknown> }

/** The analytics events queued on the page's dataLayer (gtag `event` commands). */
export async function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event')
      .map((args) => ({ name: String(args[1]), params: args[2] as Record<string, unknown> })),
  )
}

/** Keeps a link click on the page (so its event can be read) without going anywhere. */
export async function stayOnPageAfterClicks(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('click', (event) => event.preventDefault())
  })
}
