// What a prerendered page's first load costs in JavaScript, read from the build output alone.
// One definition for the page-weight check (check-page-weight.mjs) and the benchmark (bench/bench.mjs).
import { assumptionBroken } from './assumptions.mjs'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { deferredScripts } from '../../src/lib/loading/after-paint.mjs'

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length

/** The file in the build that a root-relative URL such as `/assets/x.js?v=1` serves. */
export const buildFile = (root, url) => join(root, url.split('?')[0])

/** The page's HTML file in the build, for a path like `/` or `/faq`. */
export const htmlFileFor = (root, path) =>
  join(root, path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/** Scripts the HTML fetches straight away. */
export function eagerScripts(html) {
  return [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1])
}

/**
 * Scripts that would compete with the first paint: one the HTML runs as it arrives, or one it
 * fetches at more than low priority. There should be none (lib/loading/after-paint).
 */
export function urgentScripts(html) {
  return [
    ...html.matchAll(/<script[^>]*src="([^"]+)"/g),
    ...html.matchAll(
      /<link(?![^>]*fetchpriority="low")[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
    ),
  ].map((match) => match[1])
}

/**
 * The client chunks as the bundler made them, by URL (`/assets/x.js`): `{ file, name, imports,
 * packages }`, from dist/build-manifest.json (vite.config.ts writes it). Imports are the
 * bundler's own list, never read back out of minified code.
 */
export function chunkGraph(root) {
  const { chunks } = JSON.parse(readFileSync(join(root, '..', 'build-manifest.json'), 'utf8'))
  return new Map(chunks.map((chunk) => [`/${chunk.file}`, chunk]))
}

/**
 * The URLs given and every chunk they import statically, as the bundler reported them. A URL the
 * bundler did not report throws, so nothing that reads this can count a page short.
 */
export function withStaticImports(graph, urls) {
  const found = new Set()
  const visit = (url) => {
    if (found.has(url)) return
    const chunk = graph.get(url)
    if (!chunk) {
      throw new Error(
        assumptionBroken(
          `the page loads ${url}, which is not in the bundler's chunk list (dist/build-manifest.json is stale or incomplete)`,
          105,
        ),
      )
    }
    found.add(url)
    chunk.imports.forEach((file) => visit(`/${file}`))
  }
  urls.forEach(visit)
  return [...found]
}

/**
 * The URLs of every chunk the page runs before any interaction: the ones its loader runs after
 * the first paint (lib/loading/after-paint), any it fetches eagerly, and everything they import
 * statically. Dynamic import() is left out: that code loads on interaction.
 */
export const firstLoadChunks = (graph, html) =>
  withStaticImports(
    graph,
    [...eagerScripts(html), ...deferredScripts(html)]
      .filter((url) => url.startsWith('/'))
      .map((url) => url.split('?')[0]),
  )

/** First-load JavaScript in bytes, gzip -9. */
export const firstLoadJsBytes = (root, html, graph = chunkGraph(root)) =>
  firstLoadChunks(graph, html).reduce((sum, url) => sum + gzipBytes(buildFile(root, url)), 0)
