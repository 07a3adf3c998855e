// Every page is prerendered, so the first paint needs only the HTML, the CSS and the display
// font. TanStack Start's markup starts fetching (modulepreload) and running (async module) the
// app's JavaScript at once, and on a phone that JavaScript then competes with the paint: for
// bandwidth on a slow network, for the main thread on a slow CPU. This build step starts the
// same fetches one frame after the first paint instead; hydration follows as before.
// docs/decisions/074-hydrate-after-first-paint.md has the measurements.

const entryPattern = /<script type="module" async="" src="([^"]+)"><\/script>/g
const preloadPattern = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/* global document, requestAnimationFrame */
/**
 * Runs in the page, where Start's entry script stood (as source text: see `loaderScript`).
 * It waits for the browser to report the first contentful paint (an animation frame alone is
 * not enough: the frame can reach the screen well after its callbacks ran). Then it starts
 * fetching every chunk, as the modulepreload links did, and runs them one task at a time, React
 * and the router before the app (vite.config.ts splits them out), so no single task holds the
 * main thread for long. Browsers without paint timing wait one frame; the timer makes sure a
 * page always hydrates.
 */
function loadAfterFirstPaint() {
  const { hydrate, modulepreload } = document.currentScript.dataset
  const chunks = modulepreload.split(' ')
  // A message to itself is a new task without a timer's minimum delay (and, like React's
  // scheduler, it keeps working under the fake clocks of the e2e tests).
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = resolve
      channel.port2.postMessage(null)
    })
  let started = false
  async function start() {
    if (started) return
    started = true
    for (const href of chunks) {
      // Adding a preload costs a few milliseconds of main thread on a slow phone; ten of them
      // in one task made it a long one, so each gets its own.
      await nextTask()
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    for (const href of chunks.filter((chunk) => chunk !== hydrate)) {
      await nextTask()
      // A chunk that fails to load fails the entry's import below too, which reports it.
      await import(href).catch(() => {})
    }
    await nextTask()
    await import(hydrate)
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start()
    }).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => setTimeout(start))
  }
  setTimeout(start, 3000)
}

export const loaderScript = `(${loadAfterFirstPaint})()`

/**
 * Rewrites one prerendered page. Throws when the page does not have exactly one entry script,
 * so a TanStack Start upgrade that changes its markup fails the build instead of shipping a
 * page that never hydrates.
 */
export function hydrateAfterPaint(html) {
  const entries = [...html.matchAll(entryPattern)].map((match) => match[1])
  if (entries.length !== 1) {
    throw new Error(`expected one Start entry script, found ${entries.length}`)
  }
  const [entry] = entries
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1])
  const loader =
    `<script data-hydrate="${entry}" data-modulepreload="${preloads.join(' ')}">` +
    `${loaderScript}</script>`
  return html.replace(preloadPattern, '').replace(entryPattern, () => loader)
}

/** The scripts a rewritten page loads after its first paint, for the byte budget. */
export function deferredScripts(html) {
  const loader = /<script data-hydrate="([^"]+)" data-modulepreload="([^"]*)">/.exec(html)
  if (!loader) return []
  return [loader[1], ...loader[2].split(' ').filter(Boolean)]
}
