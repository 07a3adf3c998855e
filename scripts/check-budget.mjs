// Byte budgets for the first load of every prerendered page, from the build output alone, and
// for the pictures link previews show (each page's og:image, every result picture).
// First-load JS is defined in lib/first-load (the benchmark reports the same figure).
// It also checks that the code running while a page loads carries the eager compile hint
// (lib/compile-hint) and that code loaded on intent does not.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'
import { eagerCompileHint } from './lib/compile-hint.mjs'
import { buildFile, eagerScripts, firstLoadScripts, gzipBytes } from './lib/first-load.mjs'
import { deferredScripts } from './lib/hydrate-after-paint.mjs'
import { maxPictureBytes } from './lib/result-cards.mjs'
import { staticImports } from './lib/static-imports.mjs'

const root = process.argv[2] ?? 'dist/client'
export const budgets = {
  firstLoadJs: 123_000,
  htmlAndCss: 28_000,
  /** Per picture: a link preview's og:image and each result picture (WhatsApp's limit). */
  picture: maxPictureBytes,
}
const forbidden = [
  { name: 'Firebase', pattern: /firestore\.googleapis\.com|FirebaseError/ },
  { name: 'zod', pattern: /ZodError|\$ZodType/ },
  // The site has no server to call (vite-plugin-no-server-functions).
  { name: "Start's server-function client", pattern: /Seroval Error|x-tss-serialized/ },
  // The first Intl formatter or localeCompare in a page loads locale data: 50–200 ms on a
  // throttled phone, while the page hydrates (decision 079). lib/format writes them out.
  { name: 'Intl formatting', pattern: /\bIntl\.|\.localeCompare\(|\.toLocale\w*String\(/ },
]

// A first-load chunk this big is the entry, React, the router or the page: code that runs while
// the page loads, which Chromium should compile off the main thread (lib/compile-hint).
const eagerCompileMinBytes = 2_000

const toFile = (url) => buildFile(root, url)

// React DOM is CommonJS, so its set-up runs where it is first imported. The loader runs each
// chunk as a task of its own, so the first chunk to import it should do nothing else
// (src/lib/react-dom-init.ts, decision 074).
const startsReactDom = /^import\{\w+ as (\w+)\}from"\.\/react-dom-[\w-]+\.js";\1\(\);?$/
const withoutHint = (file) => readFileSync(file, 'utf8').replace(`${eagerCompileHint}\n`, '').trim()

function reactDomStartsAlone(html) {
  const chunks = deferredScripts(html).map(toFile)
  const reactDom = chunks.find((file) =>
    /rendererPackageName:.react-dom./.test(readFileSync(file, 'utf8')),
  )
  const first = chunks.find((file) => staticImports(file).includes(reactDom))
  return first !== undefined && startsReactDom.test(withoutHint(first))
}

function renderBlockingCss(html) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    toFile(m[1]),
  )
}

// Pages in folders too: the calculator's result pages live under screentime-calculator/.
const htmlFiles = readdirSync(root, { recursive: true })
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.split(sep).join('/'))
if (htmlFiles.length === 0) {
  console.error(`No HTML in ${root}: run the build first.`)
  process.exit(1)
}

let failures = 0
const rows = []
const firstLoadFiles = new Set()
const hasCompileHint = (file) => readFileSync(file, 'utf8').startsWith(`${eagerCompileHint}\n`)
for (const name of htmlFiles.sort()) {
  const htmlPath = join(root, name)
  const html = readFileSync(htmlPath, 'utf8')
  const scripts = firstLoadScripts(root, html)
  const js = scripts.reduce((sum, file) => sum + gzipBytes(file), 0)
  const htmlCss =
    gzipBytes(htmlPath) + renderBlockingCss(html).reduce((sum, f) => sum + gzipBytes(f), 0)
  const problems = []
  if (eagerScripts(html).length > 0)
    problems.push(`JavaScript fetched before the first paint: ${eagerScripts(html).join(', ')}`)
  if (js > budgets.firstLoadJs) problems.push(`first-load JS ${js} B > ${budgets.firstLoadJs} B`)
  if (htmlCss > budgets.htmlAndCss)
    problems.push(`HTML + CSS ${htmlCss} B > ${budgets.htmlAndCss} B`)
  for (const { name: library, pattern } of forbidden) {
    const culprit = scripts.find((file) => pattern.test(readFileSync(file, 'utf8')))
    if (culprit) problems.push(`${library} in the first load (${culprit})`)
  }
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  const imageFile = image && buildFile(root, new URL(image).pathname)
  if (imageFile && !existsSync(imageFile)) problems.push(`og:image ${image} is not in the build`)
  else if (imageFile && statSync(imageFile).size > budgets.picture)
    problems.push(`og:image ${image}: ${statSync(imageFile).size} B > ${budgets.picture} B`)
  if (!reactDomStartsAlone(html))
    problems.push("React DOM's set-up shares its task: no chunk of its own starts it")
  scripts.forEach((file) => firstLoadFiles.add(file))
  const unhinted = scripts.filter(
    (file) => gzipBytes(file) >= eagerCompileMinBytes && !hasCompileHint(file),
  )
  if (unhinted.length > 0)
    problems.push(
      `no eager compile hint on code that runs while the page loads: ${unhinted.join(', ')}`,
    )
  failures += problems.length
  rows.push({ page: name, js, htmlCss, chunks: scripts.length, problems })
}

// Code that loads on intent (dialogs, forms, Firebase) keeps V8's lazy compilation.
const lazyButHinted = readdirSync(join(root, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(root, 'assets', name))
  .filter((file) => !firstLoadFiles.has(file) && hasCompileHint(file))
if (lazyButHinted.length > 0) failures += 1

// Every result picture, the story-sized ones too (no page names those in its head).
const pictureDir = join(root, 'images', 'results')
const pictures = existsSync(pictureDir) ? readdirSync(pictureDir) : []
const heavyPictures = pictures
  .map((name) => ({ name, bytes: statSync(join(pictureDir, name)).size }))
  .filter(({ bytes }) => bytes > budgets.picture)
if (heavyPictures.length > 0) failures += 1

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
console.log(
  `First load per page (gzip -9; budgets: JS ${kb(budgets.firstLoadJs)}, HTML + CSS ${kb(budgets.htmlAndCss)})`,
)
console.log('page'.padEnd(40), 'JS'.padStart(10), 'chunks'.padStart(7), 'HTML+CSS'.padStart(10))
for (const row of rows) {
  console.log(
    row.page.padEnd(40),
    kb(row.js).padStart(10),
    String(row.chunks).padStart(7),
    kb(row.htmlCss).padStart(10),
  )
  for (const problem of row.problems) console.log(`  failed: ${problem}`)
}
if (lazyButHinted.length > 0)
  console.log(`failed: eager compile hint outside every first load: ${lazyButHinted.join(', ')}`)
for (const { name, bytes } of heavyPictures)
  console.log(`failed: images/results/${name} ${bytes} B > ${budgets.picture} B`)
console.log(`result pictures: ${pictures.length}, each at most ${kb(budgets.picture)}`)
const checks = rows.length * (6 + forbidden.length) + 2
console.log(`budget: ${checks - failures} passed, ${failures} failed`)
process.exit(failures === 0 ? 0 : 1)
