// How soon a page answers its visitor on a throttled phone (scripts/lib/phone-throttling): the
// time from the first contentful paint to live (`<html data-live>`), and, for each first tap, the
// time from the press to the first frame that shows its answer (and the first and largest paint
// beside them). A benchmark: it prints figures and never fails on one.
//
// Each page is loaded once per scenario and run, in fresh contexts: the menu's first open and a
// repeated open in the same load; the waitlist dialog's first open and its close with Escape
// (pages with the "join android waitlist" button); the first FAQ answer opened (/faq); and a press
// on the menu held before live, timed from live. Taps come a while after live (`--after-live`, a
// visitor reaching for the control), as a touch screen makes them: no hover before the press.
//
//   node bench/first-taps.mjs --base URL [--base URL ...] [--runs 5] [--after-live 1000]
//     [--only menu,dialog,faq,held] [/path ...]
//
// Serve the build first (`npm run preview`, or scripts/preview.mjs from another build's parent
// directory). With several --base, the builds take turns load by load. `npm run bench` runs it too.
import { chromium } from '@playwright/test'
import { loadavg } from 'node:os'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs'
import { throttleLikeAPhone } from '../scripts/lib/phone-throttling.mjs'

export const firstTapPaths = ['/', '/download', '/faq', '/contact', '/terms']
// By the code each needs (useLoadAhead's `data-code`), which neither loses with its looks or role.
const menuButton = 'button[data-code="menu-overlay"]'
const waitlistButton = 'button[data-code="waitlist-dialog"]'
const faqQuestion = 'h3 button[data-state]'
const dialog = '[role="dialog"]'

/* global window, document, requestAnimationFrame, MutationObserver */
/** In the page, before any of its scripts: when it went live and when each press started. */
function watchPage() {
  window.presses = []
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, (event) => window.presses.push(event.timeStamp), true)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.largestPaint = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new MutationObserver(() => {
    if (!window.liveAt && document.documentElement.hasAttribute('data-live'))
      window.liveAt = performance.now()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] })
  /** Resolves with the time of the first frame, after this call, in which `shown()` holds. */
  window.frameShowing = (shown) =>
    new Promise((resolve) => {
      const check = () => {
        if (!shown()) return requestAnimationFrame(check)
        // The frame's rendering runs after its animation-frame callbacks: a task posted from
        // one runs once that frame has been produced.
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(null)
      }
      requestAnimationFrame(check)
    })
}

/**
 * Presses (`press`), and gives the time from the press to the first frame in which `selector`
 * is in the page (or, with `present` false, gone from it).
 */
async function answerTime(page, press, selector, present = true) {
  await page.evaluate(
    ([selector, present]) => {
      window.answered = window.frameShowing(() => !!document.querySelector(selector) === present)
      window.pressesBefore = window.presses.length
    },
    [selector, present],
  )
  await press()
  return page.evaluate(async () => {
    // An answer that never shows is left out, rather than holding up the benchmark.
    const end = await Promise.race([window.answered, new Promise((r) => setTimeout(r, 30_000))])
    return end === undefined ? undefined : end - window.presses[window.pressesBefore]
  })
}

const waitUntilClosed = (page) =>
  page.waitForFunction((selector) => !document.querySelector(selector), dialog, {
    timeout: 30_000,
  })

async function openPage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const page = await context.newPage()
  await page.addInitScript(watchPage)
  await throttleLikeAPhone(await context.newCDPSession(page))
  await page.goto(url, { waitUntil: 'commit' })
  return { context, page }
}

const untilLive = (page) =>
  page
    .waitForFunction(
      () => {
        const [paint] = performance.getEntriesByName('first-contentful-paint')
        return paint && window.liveAt ? window.liveAt - paint.startTime : null
      },
      null,
      { timeout: 60_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue())

const scenarios = {
  async menu(page, afterLive) {
    const live = await untilLive(page)
    await page.waitForTimeout(afterLive)
    // Read before any press: a press ends the largest paint's candidates.
    const [paint, largest] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0].startTime,
      window.largestPaint,
    ])
    const menuFirst = await answerTime(page, () => page.tap(menuButton), dialog)
    await page.keyboard.press('Escape')
    await waitUntilClosed(page)
    const menuAgain = await answerTime(page, () => page.tap(menuButton), dialog)
    return { paint, largest, live, menuFirst, menuAgain }
  },
  async dialog(page, afterLive) {
    await untilLive(page)
    if ((await page.locator(waitlistButton).count()) === 0) return {}
    await page.waitForTimeout(afterLive)
    const dialogFirst = await answerTime(page, () => page.tap(waitlistButton), dialog)
    const escapeClose = await answerTime(page, () => page.keyboard.press('Escape'), dialog, false)
    return { dialogFirst, escapeClose }
  },
  async faq(page, afterLive) {
    await untilLive(page)
    if ((await page.locator(faqQuestion).count()) === 0) return {}
    // The accordion is in <main>, which can hydrate after the page is live.
    await page.locator(`[data-interactive] ${faqQuestion}`).first().waitFor({ timeout: 30_000 })
    await page.waitForTimeout(afterLive)
    const faqFirst = await answerTime(
      page,
      () => page.locator(`[data-interactive] ${faqQuestion}`).first().tap(),
      '[data-slot="accordion-content"]',
    )
    return { faqFirst }
  },
  async held(page) {
    // A press as soon as the page shows, long before it is live: held, then answered.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0])
    await page.tap(menuButton, { timeout: 30_000 })
    const liveWhenPressed = await page.evaluate(() => window.liveAt !== undefined)
    if (liveWhenPressed) return {}
    const shown = await page.evaluate(async (selector) => {
      const frame = window.frameShowing(() => document.querySelector(selector))
      return Promise.race([frame, new Promise((r) => setTimeout(r, 30_000))])
    }, dialog)
    const liveAt = await page.evaluate(() => window.liveAt)
    return { heldAfterLive: shown === undefined ? undefined : shown - liveAt }
  },
}

export const firstTapMetrics = [
  ['paint', 'first paint'],
  ['largest', 'largest paint'],
  ['live', 'paint → live'],
  ['menuFirst', 'menu, first open'],
  ['menuAgain', 'menu, repeated open'],
  ['dialogFirst', 'dialog, first open'],
  ['escapeClose', 'dialog, Escape close'],
  ['faqFirst', 'FAQ, first answer'],
  ['heldAfterLive', 'press held before live, after live'],
]

const median = (values) => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Measures every page on every origin, the origins taking turns load by load. Returns one row per
 * page and origin: each metric's median and every load's value, in ms.
 */
export async function benchFirstTaps(
  origins,
  { paths = firstTapPaths, runs = 3, afterLive = 1000, only = Object.keys(scenarios) } = {},
) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const rows = []
  try {
    for (const path of paths) {
      const samples = origins.map(() =>
        Object.fromEntries(firstTapMetrics.map(([key]) => [key, []])),
      )
      for (let run = 0; run < runs; run++) {
        for (const scenario of only.map((name) => scenarios[name])) {
          for (const [index, origin] of origins.entries()) {
            const { context, page } = await openPage(browser, new URL(path, origin).href)
            try {
              const values = await scenario(page, afterLive)
              for (const [key, value] of Object.entries(values))
                if (typeof value === 'number') samples[index][key].push(value)
            } finally {
              await context.close()
            }
          }
        }
      }
      for (const [index, origin] of origins.entries()) {
        const each = Object.fromEntries(
          Object.entries(samples[index]).map(([key, values]) => [key, values.map(Math.round)]),
        )
        const medians = Object.fromEntries(
          Object.entries(each).map(([key, values]) => [key, median(values)]),
        )
        rows.push({ path, origin, medians, each })
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}

/** The rows as a Markdown table: medians, and each load's value in brackets. */
export function describeFirstTaps(rows, { runs, afterLive }) {
  const several = new Set(rows.map((row) => row.origin)).size > 1
  const header = ['page', ...firstTapMetrics.map(([, label]) => `${label} ms`)]
  const cell = (row, key) =>
    row.medians[key] == null ? '' : `${Math.round(row.medians[key])} (${row.each[key].join(' ')})`
  const lines = rows.map((row) => [
    several ? `${row.path} @ ${new URL(row.origin).host}` : row.path,
    ...firstTapMetrics.map(([key]) => cell(row, key)),
  ])
  return [
    '## First taps on a phone (4x CPU, 150 ms, 1.6 Mbps)',
    '',
    `Median of ${runs} loads per scenario (each load in brackets); taps ${afterLive} ms after live; load average ${loadavg()[0].toFixed(1)} at the end. Paint → live is first contentful paint to \`data-live\`; each tap is the press to the first frame showing its answer; a press held before live is timed from live.`,
    '',
    ...[header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const option = (name, fallback) => {
    const index = args.indexOf(name)
    return index === -1 ? fallback : args.splice(index, 2)[1]
  }
  const origins = []
  for (let base = option('--base'); base; base = option('--base')) origins.push(base)
  if (origins.length === 0) origins.push('http://127.0.0.1:4173')
  const runs = Number(option('--runs', '5'))
  const afterLive = Number(option('--after-live', '1000'))
  const only = option('--only', Object.keys(scenarios).join(',')).split(',')
  const load = loadavg()[0]
  const rows = await benchFirstTaps(origins, {
    paths: args.length > 0 ? args : firstTapPaths,
    runs,
    afterLive,
    only,
  })
  console.log(`load average ${load.toFixed(1)} at the start`)
  console.log(describeFirstTaps(rows, { runs, afterLive }))
}
