import { expect, test } from 'vitest'
import { deferredScripts, hydrateAfterPaint, loaderScript } from './hydrate-after-paint.mjs'

const startPage = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/index.js" fetchPriority="low"/>',
  '<link rel="modulepreload" href="/assets/react.js" fetchPriority="low"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font"/></head>',
  '<body><main>hello</main><script>self.$_TSR={}</script>',
  '<script type="module" async="" src="/assets/index.js"></script></body></html>',
].join('')

test('moves the entry script and its modulepreloads into the after-paint loader', () => {
  const html = hydrateAfterPaint(startPage)
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).not.toContain('<script type="module"')
  expect(html).toContain(
    `<script data-hydrate="/assets/index.js" data-modulepreload="/assets/index.js /assets/react.js">${loaderScript}</script></body>`,
  )
  // everything else is left as it was
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  expect(html).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>')
  expect(html).toContain('<script>self.$_TSR={}</script>')
  expect(deferredScripts(html)).toEqual([
    '/assets/index.js',
    '/assets/index.js',
    '/assets/react.js',
  ])
})

test('refuses a page whose entry script it does not recognise', () => {
  expect(() => hydrateAfterPaint('<html><body></body></html>')).toThrow(/found 0/)
  expect(() => hydrateAfterPaint(hydrateAfterPaint(startPage))).toThrow(/found 0/)
})

test('finds no deferred scripts in a page without the loader', () => {
  expect(deferredScripts(startPage)).toEqual([])
})
