// Runs after `vite build` (see package.json). Finishes the HTML and writes what depends on it:
// - every page fetches and runs its JavaScript after its first paint (lib/loading/after-paint);
// - in the test build, every page records its own errors first (lib/page-problems);
// - the code fetched ahead for a page's controls (`data-code`) is compiled eagerly, as it
//   arrives;
// - dist/client/sitemap.xml and robots.txt, from the page list in dist/build-manifest.json
//   (not Start's own sitemap option: it also writes a public pages.json, stamps every URL with
//   the build date and does not fail the build when it cannot write the file);
// - dist/client/release-assets.json: this build's hashed assets, for the next deploy;
// - dist/firebase.json: firebase.json with the Content-Security-Policy header added, whose
//   script-src lists the SHA-256 of each inline script the site means to ship (lib/inline-scripts;
//   any other stops the build), and with the rewrites to functions sent to the region the
//   database's location decides (FIRESTORE_LOCATION, functions/src/region.js). The router's
//   hydration script holds timestamps, so the hashes change with every build.
// `npm run preview` and `npm run deploy` both use dist/firebase.json (docs/hosting.md).
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { cacheServedAssetsForever } from './lib/asset-caching.mjs'
import { assumptionBroken } from './lib/assumptions.mjs'
import { readFunctionsEnv } from './lib/env-files.mjs'
import { chunkGraph, htmlFileFor, urgentScripts, withStaticImports } from './lib/first-load.mjs'
import { inlineScriptHashes } from './lib/inline-scripts.mjs'
import { withRewriteRegion } from './lib/deploy-plan.mjs'
import { runScriptsAfterPaint } from '../src/lib/loading/after-paint.mjs'
import { eagerCompileHint, frameworkChunkGroups } from '../src/lib/loading/framework-chunks.mjs'
import { withPageProblemRecorder } from './lib/page-problems.mjs'
import { releaseListFile, writeReleaseList } from './lib/previous-release.mjs'
import { regionForFirestoreLocation } from '../functions/src/region.js'

const dist = 'dist'
const root = join(dist, 'client')
const manifest = JSON.parse(readFileSync(join(dist, 'build-manifest.json'), 'utf8'))

const htmlFiles = readdirSync(root, { recursive: true })
  .filter((name) => name.endsWith('.html'))
  .map((name) => join(root, name))

/** Stops the build, naming the framework assumption that broke. */
function stop(what, ...records) {
  console.error(assumptionBroken(what, ...records, 105))
  process.exit(1)
}

const missing = manifest.pages.filter((path) => !existsSync(htmlFileFor(root, path)))
if (missing.length > 0) {
  stop(`Start prerendered no HTML file for ${missing.join(', ')}`, '001')
}

const graph = chunkGraph(root)
/** The chunk URLs a chunk URL imports statically, as the bundler reported them. */
const chunkImports = (url) => (graph.get(url)?.imports ?? []).map((file) => `/${file}`)
/** The URL of the one chunk with that name (a module's file name): a control's `data-code`. */
const chunkNamed = (name) => {
  const named = [...graph.keys()].filter((url) => graph.get(url).name === name)
  return named.length === 1 ? named[0] : undefined
}
for (const { name } of frameworkChunkGroups) {
  const chunk = [...graph.values()].find((each) => each.name === name)
  if (!chunk) {
    stop(
      `rolldown's codeSplitting group "${name}" made no chunk (its test in lib/loading/framework-chunks.mjs matched no module after an upgrade?)`,
      '074',
    )
  }
  if (!readFileSync(join(root, chunk.file), 'utf8').startsWith(`${eagerCompileHint}\n`)) {
    stop(
      `the eager compile hint is not the first line of the ${name} chunk (something now writes before rolldown's postBanner?), so Chromium ignores it`,
      '077',
      126,
    )
  }
}

// The chunks controls name as their code (fetched ahead).
const codeChunks = new Set()
const codeChunkNamed = (name) => {
  const url = chunkNamed(name)
  if (url) codeChunks.add(url)
  return url
}
for (const file of htmlFiles) {
  const page = relative(root, file)
  let html
  try {
    html = runScriptsAfterPaint(readFileSync(file, 'utf8'), chunkImports, codeChunkNamed)
  } catch (error) {
    stop(`${page}: Start's markup changed: ${error.message}`, '074')
  }
  const urgent = urgentScripts(html)
  if (urgent.length > 0) {
    stop(
      `${page} runs ${urgent.join(', ')} before its first paint, or fetches it ahead of what the paint needs: Start's script or modulepreload markup changed`,
      '074',
    )
  }
  // Only the test build records page problems, for the WebKit suite (lib/page-problems).
  writeFileSync(file, process.env.RECORD_PAGE_PROBLEMS ? withPageProblemRecorder(html) : html)
}

// Code fetched ahead is compiled as it arrives, while the page is idle, instead of function by
// function inside the first tap that runs it. Among it are chunks other pages run on their first
// load (react-hook-form, Radix's shared code): compiled whole there too, which measured no slower
// to live. The React and router chunks have the line already. Written after hashing: the same
// source always gets the same line, so a file's name still stands for its content.
const compiledAhead = withStaticImports(graph, [...codeChunks]).filter(
  (url) => !readFileSync(join(root, url), 'utf8').startsWith(`${eagerCompileHint}\n`),
)
for (const url of compiledAhead) {
  const chunkFile = join(root, url)
  writeFileSync(chunkFile, `${eagerCompileHint}\n${readFileSync(chunkFile, 'utf8')}`)
}

// Only the inline scripts the site means to ship go into the policy; any other stops the build.
const inlineScripts = inlineScriptHashes(
  htmlFiles.map((file) => ({ page: relative(root, file), html: readFileSync(file, 'utf8') })),
  { recordPageProblems: Boolean(process.env.RECORD_PAGE_PROBLEMS) },
)
if (inlineScripts.problems.length > 0) {
  console.error(
    [
      `postbuild: the Content-Security-Policy allows only the inline scripts listed in scripts/lib/inline-scripts.mjs (docs/decisions/173), and found ${inlineScripts.problems.length} other${inlineScripts.problems.length === 1 ? '' : 's'}. Move the code into a module, or add it to that list if it must be inline:`,
      ...inlineScripts.problems.map((problem) => `  - ${problem}`),
    ].join('\n'),
  )
  process.exit(1)
}
const scriptHashes = inlineScripts.hashes
const directives = { ...manifest.contentSecurityPolicy }
directives['script-src'] = [...directives['script-src'], ...scriptHashes]
const contentSecurityPolicy = Object.entries(directives)
  .map(([name, sources]) => [name, ...sources].join(' '))
  .join('; ')

const escapeXml = (text) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  )
const pageUrl = (path) => new URL(path, manifest.siteOrigin).href
const sitemapUrl = pageUrl('/sitemap.xml')

writeFileSync(
  join(root, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...manifest.pages.map((path) => `  <url><loc>${escapeXml(pageUrl(path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
)
writeFileSync(
  join(root, 'robots.txt'),
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n'),
)

// The generated config lives in dist/, so every path in it is relative to dist/.
const firebase = JSON.parse(readFileSync('firebase.json', 'utf8'))
// The functions run where FIRESTORE_LOCATION in functions/.env.<project> puts them, read as
// firebase-tools reads it; Hosting's rewrites follow (unset: nam5, so us-central1).
const functionsRegion = regionForFirestoreLocation(
  readFunctionsEnv(manifest.firebaseProjectId).values.FIRESTORE_LOCATION,
)
const hosting = withRewriteRegion(firebase.hosting, functionsRegion)
// firebase.json refuses a deploy by itself (it lacks the CSP); the generated copy is the one to ship.
delete hosting.predeploy
const everything = hosting.headers.find((rule) => rule.source === '**')
if (!everything) {
  console.error('postbuild: firebase.json hosting.headers needs a rule for "**" to carry the CSP')
  process.exit(1)
}
everything.headers.push({ key: 'Content-Security-Policy', value: contentSecurityPolicy })
hosting.public = relative(dist, hosting.public)
copyFileSync(firebase.firestore.rules, join(dist, 'firestore.rules'))
writeFileSync(
  join(dist, 'firebase.json'),
  `${JSON.stringify({ firestore: { rules: 'firestore.rules' }, functions: { ...firebase.functions, source: relative(dist, firebase.functions.source) }, hosting }, null, 2)}\n`,
)

// The deploy after this one keeps these reachable for pages opened before it.
const ownAssets = writeReleaseList(root)
// Immutable for a year by name, so a 404 under /assets/ is never cached like a file.
cacheServedAssetsForever(join(dist, 'firebase.json'), root)

console.log(
  `postbuild: ${ownAssets.length} assets in ${releaseListFile}, ${htmlFiles.length} pages load their scripts after the first paint, ${compiledAhead.length} chunks fetched ahead compiled eagerly, sitemap.xml (${manifest.pages.length} pages), robots.txt, dist/firebase.json ` +
    `(CSP with ${scriptHashes.length} inline script hashes from ${htmlFiles.length} HTML files, rewrites to functions in ${functionsRegion})`,
)
