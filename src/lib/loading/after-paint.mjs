// Every page is prerendered, so the first paint needs only the HTML, the CSS and the display
// font. Start's markup fetches and runs the app's JavaScript at once, which on a phone competes
// with the paint (bandwidth, main thread). This build step starts the same fetches after the
// first paint instead; hydration follows as before.

const entryPattern = /<script type="module" async="" src="([^"]+)"><\/script>/g
const preloadPattern = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/**
 * Runs in the page, where Start's entry script stood (as source text: see `loaderScript`).
 * It waits for the browser's first contentful paint (an animation frame can reach the screen
 * well after its callbacks ran), then fetches every chunk, as the modulepreload links did, and
 * runs them one task at a time in `runScriptsAfterPaint`'s order, so no task holds the main
 * thread for long. Without paint timing it waits one frame; the timer makes sure a page hydrates.
 */
function loadAfterFirstPaint() {
  const chunks = document.currentScript.dataset.modulepreload.split(' ')
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
    for (const href of chunks) {
      await nextTask()
      // A chunk that fails fails every chunk that imports it too; the rest still run. The error
      // is thrown again in a task of its own, so it reaches the console and error handlers.
      await import(href).catch((error) =>
        setTimeout(() => {
          throw error
        }),
      )
    }
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
 * Puts every chunk after the chunks it imports, otherwise keeping the page's order. Running a
 * chunk runs whatever it imports that has not run yet, in the same task: in Start's order the
 * entry (React's set-up and hydration) and the page's chunk ran in one long task. In this order
 * each task runs one chunk.
 */
export function dependenciesFirst(chunks, importsOf) {
  const ordered = []
  const seen = new Set()
  const visit = (chunk) => {
    if (seen.has(chunk)) return
    seen.add(chunk)
    importsOf(chunk)
      .filter((dependency) => chunks.includes(dependency))
      .forEach(visit)
    ordered.push(chunk)
  }
  chunks.forEach(visit)
  return ordered
}

/**
 * Rewrites one prerendered page; `importsOf(url)` lists the chunk URLs a chunk imports
 * statically. Throws unless the page has exactly one entry script, so a Start upgrade that
 * changes its markup fails the build instead of shipping a page that never hydrates.
 */
export function runScriptsAfterPaint(html, importsOf) {
  const entries = [...html.matchAll(entryPattern)].map((match) => match[1])
  if (entries.length !== 1) {
    throw new Error(`expected one Start entry script, found ${entries.length}`)
  }
  const [entry] = entries
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1])
  const chunks = dependenciesFirst([...new Set([...preloads, entry])], importsOf)
  const loader = `<script data-modulepreload="${chunks.join(' ')}">${loaderScript}</script>`
  return html.replace(preloadPattern, '').replace(entryPattern, () => loader)
}

/** The scripts a rewritten page loads after its first paint, for the byte budget. */
export function deferredScripts(html) {
  const loader = /<script data-modulepreload="([^"]*)">/.exec(html)
  return loader ? loader[1].split(' ').filter(Boolean) : []
}
