import { expect, test } from 'vitest'
import {
  deferredScripts,
  dependenciesFirst,
  runScriptsAfterPaint,
  loaderScript,
} from './after-paint.mjs'

const startPage = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/index.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/react.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/page.js" fetchPriority="low"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font"/></head>',
  '<body><main>hello</main><script>self.$_TSR={}</script>',
  '<script type="module" async="" src="/assets/index.js"></script></body></html>',
].join('')

// As Start builds it: the entry imports React, the page's chunk imports both.
const imports = {
  '/assets/index.js': ['/assets/react.js'],
  '/assets/react.js': [],
  '/assets/page.js': ['/assets/index.js', '/assets/react.js'],
}
const importsOf = (url) => imports[url] ?? []

test('fetches every chunk at low priority from the head, and runs them from the loader', () => {
  const html = runScriptsAfterPaint(startPage, importsOf)
  expect(html).not.toContain('<script type="module"')
  const lowPriority = (href) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`
  expect(html).toContain(
    `${['/assets/react.js', '/assets/index.js', '/assets/page.js'].map(lowPriority).join('')}</head>`,
  )
  expect(html.match(/rel="modulepreload"/g)).toHaveLength(3)
  expect(html).toContain(
    `<script data-modulepreload="/assets/react.js /assets/index.js /assets/page.js">${loaderScript}</script></body>`,
  )
  // everything else is left as it was
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  expect(html).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>')
  expect(html).toContain('<script>self.$_TSR={}</script>')
  expect(deferredScripts(html)).toEqual(['/assets/react.js', '/assets/index.js', '/assets/page.js'])
})

test("names for the loader the code of each control's data-code, but for what the page loads anyway", () => {
  const withMenu = startPage.replace('<main>', '<button data-code="menu">menu</button><main>')
  const graph = { ...imports, '/assets/menu.js': ['/assets/dialog.js', '/assets/react.js'] }
  const html = runScriptsAfterPaint(
    withMenu,
    (url) => graph[url] ?? [],
    (name) => (name === 'menu' ? '/assets/menu.js' : undefined),
  )
  expect(html).toContain(' data-code="menu=/assets/menu.js,/assets/dialog.js">')
  expect(() => runScriptsAfterPaint(withMenu, importsOf)).toThrow(/data-code="menu" names no chunk/)
})

test('loads the entry even when the page does not preload it', () => {
  const html = runScriptsAfterPaint(
    startPage.replace(
      '<link rel="modulepreload" href="/assets/index.js" fetchPriority="low"/>',
      '',
    ),
    importsOf,
  )
  expect(deferredScripts(html)).toEqual(['/assets/react.js', '/assets/index.js', '/assets/page.js'])
})

test('orders chunks after what they import, and otherwise as listed', () => {
  const graph = { a: ['c'], b: [], c: ['b'], d: ['a', 'elsewhere'] }
  expect(dependenciesFirst(['d', 'a', 'b', 'c'], (chunk) => graph[chunk])).toEqual([
    'b',
    'c',
    'a',
    'd',
  ])
  expect(dependenciesFirst(['x', 'y'], () => [])).toEqual(['x', 'y'])
})

test('lists each chunk of an import cycle once', () => {
  const graph = { a: ['b'], b: ['a'] }
  expect(dependenciesFirst(['a', 'b'], (chunk) => graph[chunk])).toEqual(['b', 'a'])
})

test('refuses a page whose entry script it does not recognise', () => {
  expect(() => runScriptsAfterPaint('<html><body></body></html>', importsOf)).toThrow(/found 0/)
  expect(() => runScriptsAfterPaint(runScriptsAfterPaint(startPage, importsOf), importsOf)).toThrow(
    /found 0/,
  )
})

test('finds no deferred scripts in a page without the loader', () => {
  expect(deferredScripts(startPage)).toEqual([])
})
