// Every page is prerendered, so the first paint needs only the HTML, the CSS and the display
// font. Start's markup runs the app's JavaScript as soon as it arrives, which on a phone competes
// with the paint for the main thread. This build step lets the browser fetch the same chunks from
// the start, at low priority, so they come after what the paint needs, and runs them only after
// the first paint; hydration follows as before.

const entryPattern = /<script type="module" async="" src="([^"]+)"><\/script>/g
const preloadPattern = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/**
 * Runs in the page, where Start's entry script stood (as source text: see `loaderScript`).
 * The chunks are already downloading (the page's low-priority modulepreload links). It waits for
 * the browser's first contentful paint (an animation frame can reach the screen well after its
 * callbacks ran), then runs them one task at a time in `runScriptsAfterPaint`'s order, so no task
 * holds the main thread for long. Without paint timing it waits one frame; the timer makes sure a
 * page hydrates. A press held before live (held-actions marks its control `data-pending`) on a
 * control whose code loads on demand (`data-code`) fetches that code at once, beside the page's,
 * so the press is answered as the page goes live, not a download after it.
 */
function loadAfterFirstPaint() {
  const script = document.currentScript
  const chunks = script.dataset.modulepreload.split(' ')
  const codeOf = new Map(
    (script.dataset.code ?? '')
      .split(' ')
      .filter(Boolean)
      .map((entry) => entry.split('='))
      .map(([name, urls]) => [name, urls.split(',')]),
  )
  const fetchHeldCode = () => {
    for (const control of document.querySelectorAll('[data-pending][data-code]')) {
      for (const href of codeOf.get(control.dataset.code) ?? []) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        document.head.append(link)
      }
      codeOf.delete(control.dataset.code)
    }
    if (codeOf.size === 0) held.disconnect()
  }
  const held = new MutationObserver(fetchHeldCode)
  held.observe(document.body, { subtree: true, attributeFilter: ['data-pending'] })
  fetchHeldCode()
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

const codePattern = / data-code="([^"]+)"/g

/**
 * Rewrites one prerendered page; `importsOf(url)` lists the chunk URLs a chunk imports
 * statically, `chunkNamed(name)` gives the URL of the chunk with that name. Throws unless the
 * page has exactly one entry script, so a Start upgrade that changes its markup fails the build
 * instead of shipping a page that never hydrates, and when a control's `data-code` names no chunk.
 */
export function runScriptsAfterPaint(html, importsOf, chunkNamed = () => undefined) {
  const entries = [...html.matchAll(entryPattern)].map((match) => match[1])
  if (entries.length !== 1) {
    throw new Error(`expected one Start entry script, found ${entries.length}`)
  }
  const [entry] = entries
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1])
  const chunks = dependenciesFirst([...new Set([...preloads, entry])], importsOf)
  const code = [...new Set([...html.matchAll(codePattern)].map((match) => match[1]))].map(
    (name) => {
      const url = chunkNamed(name)
      if (!url) throw new Error(`a control's data-code="${name}" names no chunk`)
      // The chunk and all it imports, but for what the page loads anyway.
      const urls = [url]
      for (const chunk of urls)
        urls.push(...importsOf(chunk).filter((dependency) => !urls.includes(dependency)))
      return `${name}=${urls.filter((chunk) => !chunks.includes(chunk)).join(',')}`
    },
  )
  const codeAttribute = code.length > 0 ? ` data-code="${code.join(' ')}"` : ''
  const loader = `<script data-modulepreload="${chunks.join(' ')}"${codeAttribute}>${loaderScript}</script>`
  const links = chunks
    .map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`)
    .join('')
  return html
    .replace(preloadPattern, '')
    .replace('</head>', () => `${links}</head>`)
    .replace(entryPattern, () => loader)
}

/** The scripts a rewritten page loads after its first paint, for the byte budget. */
export function deferredScripts(html) {
  const loader = /<script data-modulepreload="([^"]*)"/.exec(html)
  return loader ? loader[1].split(' ').filter(Boolean) : []
}
