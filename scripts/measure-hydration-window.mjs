// Measures the hydration window: from a page's first contentful paint to the moment every
// button on it is handled by React, on a throttled phone (lib/phone-throttling, as the
// first-paint e2e tests throttle). Before decision 082 every press in that window was lost; now
// it is held and replayed, so the window is how long a press can show as pending.
//
//   node scripts/measure-hydration-window.mjs --base http://127.0.0.1:4173 [--runs 5] [/path ...]
//
// Serve the build first (`npm run preview`, or scripts/preview.mjs from another build's parent
// directory to measure that one). Works on any build of the site: it reads nothing but paint
// timing and React's own markers on the DOM.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'
import { throttleLikeAPhone } from './lib/phone-throttling.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  if (index === -1) return fallback
  const [value] = args.splice(index, 2).slice(1)
  return value
}
const base = option('--base', 'http://127.0.0.1:4173')
const runs = Number(option('--runs', '5'))
const paths =
  args.length > 0
    ? args
    : ['/', '/download', '/screentime-calculator', '/faq', '/contact', '/terms']

/* global window, document, requestAnimationFrame */
function watchHydration() {
  const hydrated = (button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))
  const check = () => {
    const buttons = document.querySelectorAll('button')
    if (buttons.length > 0 && [...buttons].every(hydrated)) {
      window.allButtonsLiveAt = performance.now()
      return
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const rows = []
for (const path of paths) {
  const samples = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.addInitScript(watchHydration)
    await throttleLikeAPhone(await context.newCDPSession(page))
    await page.goto(new URL(path, base).href, { waitUntil: 'commit' })
    const timing = await page.waitForFunction(
      () => {
        const [paint] = performance.getEntriesByName('first-contentful-paint')
        return paint && window.allButtonsLiveAt
          ? { fcp: paint.startTime, live: window.allButtonsLiveAt }
          : null
      },
      null,
      { timeout: 30_000, polling: 100 },
    )
    samples.push(await timing.jsonValue())
    await context.close()
  }
  const fcp = median(samples.map((sample) => sample.fcp))
  const live = median(samples.map((sample) => sample.live))
  const window = samples.map((sample) => Math.round(sample.live - sample.fcp))
  rows.push({ path, fcp, live, window: median(window), windows: window.join(' ') })
}
await browser.close()

console.log(`hydration window, ${runs} loads per page at ${base} (4x CPU, 150 ms, 1.6 Mbps)`)
console.log(
  'page                       FCP ms   all buttons live ms   window ms (median; each run)',
)
for (const row of rows) {
  console.log(
    `${row.path.padEnd(26)} ${String(Math.round(row.fcp)).padStart(6)}   ${String(Math.round(row.live)).padStart(19)}   ${String(row.window).padStart(9)} (${row.windows})`,
  )
}
