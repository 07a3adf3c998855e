// Measures the hydration window: from a page's first contentful paint to the moment every
// button on it is handled by React, on a throttled phone (scripts/lib/phone-throttling, as the
// first-paint e2e tests throttle), and the main thread's blocking time from that paint on (each
// long task's time past 50 ms, as Total Blocking Time counts it). Every press in the window is
// held and replayed (docs/architecture.md), so the window is how long a press can show as pending.
// It also gives the time from that paint to `<html data-live>` and to every form having React's
// handlers (before that a submit can go out as the form's plain post).
//
//   node bench/measure-hydration-window.mjs --base URL [--base URL ...] [--runs 5] [/path ...]
//
// Serve the build first (`npm run preview`, or scripts/preview.mjs from another build's parent
// directory to measure that one). With several --base, the builds take turns load by load, so a
// machine that slows down part-way slows them all alike. Works on any build of the site: it
// reads nothing but paint and long-task timing and React's own markers on the DOM.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs'
import { throttleLikeAPhone } from '../scripts/lib/phone-throttling.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  if (index === -1) return fallback
  const [value] = args.splice(index, 2).slice(1)
  return value
}
const bases = []
for (let base = option('--base'); base; base = option('--base')) bases.push(base)
if (bases.length === 0) bases.push('http://127.0.0.1:4173')
const runs = Number(option('--runs', '5'))
const paths =
  args.length > 0
    ? args
    : ['/', '/download', '/screentime-calculator', '/faq', '/contact', '/terms']

/* global window, document, requestAnimationFrame */
function watchHydration() {
  window.longTasks = []
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.longTasks.push([task.startTime, task.duration])
  }).observe({ type: 'longtask' })
  const hydrated = (button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))
  const check = () => {
    const buttons = document.querySelectorAll('button')
    if (!window.allButtonsLiveAt && buttons.length > 0 && [...buttons].every(hydrated))
      window.allButtonsLiveAt = performance.now()
    // Every form with React's handlers on it: until then a submit can go out as the plain post.
    // Only once the prerendered HTML is parsed: before that, no forms is not every form handled.
    if (
      !window.formsLiveAt &&
      document.readyState !== 'loading' &&
      [...document.forms].every(hydrated)
    )
      window.formsLiveAt = performance.now()
    if (!window.markedLiveAt && document.documentElement.hasAttribute('data-live'))
      window.markedLiveAt = performance.now()
    if (window.allButtonsLiveAt && window.formsLiveAt && window.markedLiveAt) return
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.addInitScript(watchHydration)
  await throttleLikeAPhone(await context.newCDPSession(page))
  await page.goto(url, { waitUntil: 'commit' })
  const timing = await page.waitForFunction(
    () => {
      const [paint] = performance.getEntriesByName('first-contentful-paint')
      if (!paint || !window.allButtonsLiveAt || !window.formsLiveAt || !window.markedLiveAt)
        return null
      const blocking = window.longTasks
        .filter(([start]) => start >= paint.startTime)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
      return {
        fcp: paint.startTime,
        live: window.allButtonsLiveAt,
        forms: window.formsLiveAt,
        marked: window.markedLiveAt,
        blocking,
      }
    },
    null,
    { timeout: 30_000, polling: 100 },
  )
  const sample = await timing.jsonValue()
  await context.close()
  return sample
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const rows = []
for (const path of paths) {
  const samples = bases.map(() => [])
  for (let run = 0; run < runs; run++) {
    for (const [index, base] of bases.entries()) {
      samples[index].push(await load(browser, new URL(path, base).href))
    }
  }
  for (const [index, base] of bases.entries()) {
    const own = samples[index]
    const window = own.map((sample) => Math.round(sample.live - sample.fcp))
    const blocking = own.map((sample) => Math.round(sample.blocking))
    const marked = own.map((sample) => Math.round(sample.marked - sample.fcp))
    const forms = own.map((sample) => Math.round(sample.forms - sample.fcp))
    rows.push({
      path: bases.length > 1 ? `${path} @ ${new URL(base).host}` : path,
      fcp: median(own.map((sample) => sample.fcp)),
      window: median(window),
      windows: window.join(' '),
      blocking: median(blocking),
      blockings: blocking.join(' '),
      marked: median(marked),
      markeds: marked.join(' '),
      forms: median(forms),
      formss: forms.join(' '),
    })
  }
}
await browser.close()

console.log(`${runs} loads per page and build (4x CPU, 150 ms, 1.6 Mbps): ${bases.join(', ')}`)
console.log(
  'page                       FCP ms   window ms (median; each)   blocking ms (median; each)',
)
for (const row of rows) {
  console.log(
    `${row.path.padEnd(26)} ${String(Math.round(row.fcp)).padStart(6)}   ${String(row.window).padStart(9)} (${row.windows})   ${String(row.blocking).padStart(5)} (${row.blockings})`,
  )
}
console.log('page                       to data-live ms (median; each)   to every form handled ms')
for (const row of rows) {
  console.log(
    `${row.path.padEnd(26)} ${String(row.marked).padStart(6)} (${row.markeds})   ${String(row.forms).padStart(6)} (${row.formss})`,
  )
}
