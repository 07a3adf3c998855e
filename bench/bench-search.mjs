// The help search in the benchmark (`npm run bench` runs it last; alone:
// `node bench/bench-search.mjs ORIGIN` against a running preview). On /faq, in Chromium with
// the CPU slowed 4x: what the page fetched before anyone reached for the search (it must be none
// of it), the bytes its first use fetches (focus), and for each query, typed a key at a time,
// the time from each key press to the frame after the results changed. A measurement, never a
// test: it exits 0 whatever it finds.
/* global window, requestAnimationFrame */
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs'
import { testPorts } from '../scripts/lib/test-ports.mjs'

/** A typo, a word form, a legal section, a press fact, and one with no answer. */
export const benchQueries = ['andriod', 'cancelling', 'location data', 'founded', 'submarine']
const slowdown = 4
const targetMs = 100

export async function benchSearch(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    let bytes = 0
    let requests = 0
    let counting = false
    page.on('requestfinished', async (request) => {
      if (!counting) return
      const sizes = await request.sizes().catch(() => null)
      if (!sizes) return
      requests += 1
      bytes += sizes.responseBodySize + sizes.responseHeadersSize
    })
    await page.goto(`${origin}/faq`)
    await page.waitForSelector('html[data-live]', { state: 'attached' })
    await page.waitForLoadState('networkidle')
    const beforeUse = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /search/i.test(name)),
    )
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })

    counting = true
    const field = page.getByRole('combobox')
    await field.focus()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    counting = false

    await page.evaluate(() => {
      const state = { keyAt: 0, samples: [] }
      window.__searchBench = state
      window.addEventListener('keydown', (event) => (state.keyAt = event.timeStamp), true)
      // React renders the results inside the input event; the frame after it shows them.
      window.addEventListener(
        'input',
        () => {
          const from = state.keyAt
          requestAnimationFrame(() =>
            setTimeout(() => state.samples.push(performance.now() - from)),
          )
        },
        true,
      )
    })
    const perQuery = []
    for (const query of benchQueries) {
      await field.fill('')
      await page.evaluate(() => (window.__searchBench.samples = []))
      await field.pressSequentially(query, { delay: 150 })
      await page.waitForTimeout(300)
      const samples = await page.evaluate(() => window.__searchBench.samples)
      const results = await page.getByRole('option').count()
      perQuery.push({
        query,
        results,
        lastKeyMs: samples.at(-1),
        slowestKeyMs: Math.max(...samples),
      })
    }
    return { beforeUse, firstUse: { bytes, requests }, perQuery }
  } finally {
    await browser.close()
  }
}

export function describeSearchBench({ beforeUse, firstUse, perQuery }) {
  const ms = (value) => `${Math.round(value)} ms`
  return [
    `## Help search (/faq, CPU slowed ${slowdown}x)`,
    '',
    `- fetched before first use: ${beforeUse.length === 0 ? 'nothing of the search' : beforeUse.join(', ')}`,
    `- first use (focus): ${(firstUse.bytes / 1000).toFixed(1)} kB transferred in ${firstUse.requests} requests`,
    ...perQuery.map(
      ({ query, results, lastKeyMs, slowestKeyMs }) =>
        `- "${query}": ${results} results; last key to results ${ms(lastKeyMs)}, slowest key ${ms(slowestKeyMs)}${slowestKeyMs > targetMs ? ` (**over ${targetMs} ms**)` : ''}`,
    ),
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? testPorts.preview}`
  console.log(describeSearchBench(await benchSearch(origin)))
}
