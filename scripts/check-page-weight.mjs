// What each prerendered page costs a visitor, from the build output alone: its first-load
// JavaScript and its HTML + CSS in bytes, what that JavaScript may not contain, and the pictures
// link previews fetch (each page's og:image, every result picture). First-load JS is defined in
// lib/first-load (the benchmark reports the same figure). The build's own assumptions are
// checked by the build itself (vite.config.ts, postbuild); this script runs after it.
import { appendFileSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'
import {
  buildFile,
  chunkGraph,
  firstLoadChunks,
  gzipBytes,
  withStaticImports,
} from './lib/first-load.mjs'
import { maxPictureBytes } from './lib/result-cards.mjs'
import { pageBudget } from './lib/page-budget.ts'

const root = process.argv[2] ?? 'dist/client'
export const budgets = {
  // /contact is the heaviest page, with react-hook-form in its first load since each form is one
  // component from the first paint; the rest leaves room for a new page or field.
  // The words a page may hold follow from these (scripts/lib/page-budget.ts).
  firstLoadJs: pageBudget.firstLoadJs,
  htmlAndCss: pageBudget.htmlAndCss,
  /** Per picture: a link preview's og:image and each result picture (WhatsApp's limit). */
  picture: maxPictureBytes,
  /** A form's checks, fetched as a field takes focus, beyond what any page loads first. */
  formChecks: 20_000,
}
// Libraries by the npm package the bundler took their modules from (dist/build-manifest.json).
const forbiddenPackages = [
  { name: 'Firebase', test: (pkg) => pkg === 'firebase' || pkg.startsWith('@firebase/') },
  { name: 'zod', test: (pkg) => pkg === 'zod' },
  // The site has no server to call (vite-plugin-no-server-functions).
  { name: "Start's server-function client (seroval)", test: (pkg) => pkg.startsWith('seroval') },
  // The help search's library comes with its index, on intent (features/search).
  { name: 'the help search (minisearch)', test: (pkg) => pkg === 'minisearch' },
]
// The first Intl formatter or localeCompare in a page loads locale data on the main thread
// while the page hydrates; lib/format writes them out. Names a
// minifier keeps (a global and method names), so the code itself is searched.
const intlFormatting = /\bIntl\.|\.localeCompare\(|\.toLocale\w*String\(/

function renderBlockingCss(html) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    buildFile(root, m[1]),
  )
}

// Pages in folders too: the calculator's result pages live under screentime-calculator/.
// The content editor (admin/) is no visitor's page: it has its own build and policy.
const htmlFiles = readdirSync(root, { recursive: true })
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.split(sep).join('/'))
  .filter((name) => !name.startsWith('admin/'))
if (htmlFiles.length === 0) {
  console.error(`No HTML in ${root}: run the build first.`)
  process.exit(1)
}

const graph = chunkGraph(root)
let failures = 0
// The bundler's chunk list and the files on disk must agree, or a count could be short.
const onDisk = readdirSync(join(root, 'assets')).filter((name) => name.endsWith('.js'))
const unlisted = onDisk.filter((name) => !graph.has(`/assets/${name}`))
const absent = [...graph.keys()].filter((url) => !existsSync(buildFile(root, url)))
if (unlisted.length + absent.length > 0) failures += 1

const rows = []
const loadedFirst = new Set()
for (const name of htmlFiles.sort()) {
  const htmlPath = join(root, name)
  const html = readFileSync(htmlPath, 'utf8')
  const problems = []
  let chunks = []
  try {
    chunks = firstLoadChunks(graph, html)
  } catch (error) {
    problems.push(error.message)
  }
  chunks.forEach((url) => loadedFirst.add(url))
  const files = chunks.map((url) => buildFile(root, url))
  const js = files.reduce((sum, file) => sum + gzipBytes(file), 0)
  const htmlCss =
    gzipBytes(htmlPath) + renderBlockingCss(html).reduce((sum, f) => sum + gzipBytes(f), 0)
  if (js > budgets.firstLoadJs) problems.push(`first-load JS ${js} B > ${budgets.firstLoadJs} B`)
  if (htmlCss > budgets.htmlAndCss)
    problems.push(`HTML + CSS ${htmlCss} B > ${budgets.htmlAndCss} B`)
  for (const { name: library, test } of forbiddenPackages) {
    const culprit = chunks.find((url) => graph.get(url).packages.some(test))
    if (culprit) problems.push(`${library} in the first load (${culprit})`)
  }
  const intl = files.find((file) => intlFormatting.test(readFileSync(file, 'utf8')))
  if (intl) problems.push(`Intl formatting in the first load (${intl})`)
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  const imageFile = image && buildFile(root, new URL(image).pathname)
  if (imageFile && !existsSync(imageFile)) problems.push(`og:image ${image} is not in the build`)
  else if (imageFile && statSync(imageFile).size > budgets.picture)
    problems.push(`og:image ${image}: ${statSync(imageFile).size} B > ${budgets.picture} B`)
  failures += problems.length
  rows.push({ page: name, js, htmlCss, chunks: chunks.length, problems })
}

// Every result picture, the story-sized ones too (no page names those in its head).
const pictureDir = join(root, 'images', 'results')
const pictures = existsSync(pictureDir) ? readdirSync(pictureDir) : []
const heavyPictures = pictures
  .map((name) => ({ name, bytes: statSync(join(pictureDir, name)).size }))
  .filter(({ bytes }) => bytes > budgets.picture)
if (heavyPictures.length > 0) failures += 1

// Each form's checks (`*-checks` chunks) with what they import, but for what pages load first. The
// whole zod/mini namespace, its locales included, once made the first focus fetch 84 kB.
const formChecks = [...graph.keys()]
  .filter((url) => graph.get(url).name.endsWith('-checks'))
  .map((url) => ({
    url,
    bytes: withStaticImports(graph, [url])
      .filter((chunk) => !loadedFirst.has(chunk))
      .reduce((sum, chunk) => sum + gzipBytes(buildFile(root, chunk)), 0),
  }))
const heavyChecks = formChecks.filter(({ bytes }) => bytes > budgets.formChecks)
if (formChecks.length === 0 || heavyChecks.length > 0) failures += 1

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
if (unlisted.length > 0)
  console.log(`failed: chunks the bundler did not report (stale build?): ${unlisted.join(', ')}`)
if (absent.length > 0) console.log(`failed: reported chunks missing on disk: ${absent.join(', ')}`)
for (const { name, bytes } of heavyPictures)
  console.log(`failed: images/results/${name} ${bytes} B > ${budgets.picture} B`)
console.log(`result pictures: ${pictures.length}, each at most ${kb(budgets.picture)}`)
if (formChecks.length === 0) console.log('failed: no form checks chunk (`*-checks`) in the build')
for (const { url, bytes } of formChecks) {
  const within = bytes <= budgets.formChecks
  console.log(
    `${within ? '' : 'failed: '}${url} with its imports: ${kb(bytes)} (at most ${kb(budgets.formChecks)})`,
  )
}
const checks = rows.length * (5 + forbiddenPackages.length) + 3
// On GitHub, the same table in the job's summary, so a pull request's weights are one click away.
if (process.env.GITHUB_STEP_SUMMARY) {
  const table = [
    `### Page weight: ${checks - failures} passed, ${failures} failed`,
    '',
    `First load per page, gzip -9 (budgets: JS ${kb(budgets.firstLoadJs)}, HTML + CSS ${kb(budgets.htmlAndCss)}); ${pictures.length} result pictures, each at most ${kb(budgets.picture)}.`,
    '',
    '| page | JS | chunks | HTML + CSS | problems |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${kb(row.js)} | ${row.chunks} | ${kb(row.htmlCss)} | ${row.problems.join('; ')} |`,
    ),
    '',
  ]
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${table.join('\n')}\n`)
}
console.log(`page weight: ${checks - failures} passed, ${failures} failed`)
process.exit(failures === 0 ? 0 : 1)
