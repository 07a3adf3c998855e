// What a prerendered page's first load costs in JavaScript, read from the build output alone.
// One definition for the byte budget (check-budget.mjs) and the benchmark (bench.mjs).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { deferredScripts } from './hydrate-after-paint.mjs'
import { staticImports } from './static-imports.mjs'

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length

/** The file in the build that a root-relative URL such as `/assets/x.js?v=1` serves. */
export const buildFile = (root, url) => join(root, url.split('?')[0])

/** The page's HTML file in the build, for a path like `/` or `/faq`. */
export const htmlFileFor = (root, path) =>
  join(root, path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/** Scripts the HTML fetches straight away, before the first paint: there should be none. */
export function eagerScripts(html) {
  return [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1])
}

/**
 * The files of every chunk the page runs before any interaction: the eager scripts, the ones
 * it loads right after its first paint (lib/hydrate-after-paint), and everything they import
 * statically. Dynamic import() is left out: that code loads on interaction.
 */
export function firstLoadScripts(root, html) {
  const files = new Set()
  const visit = (file) => {
    if (files.has(file) || !existsSync(file)) return
    files.add(file)
    staticImports(file).forEach(visit)
  }
  ;[...eagerScripts(html), ...deferredScripts(html)]
    .filter((url) => url.startsWith('/'))
    .map((url) => buildFile(root, url))
    .forEach(visit)
  return [...files]
}

/** First-load JavaScript in bytes, gzip -9. */
export const firstLoadJsBytes = (root, html) =>
  firstLoadScripts(root, html).reduce((sum, file) => sum + gzipBytes(file), 0)
