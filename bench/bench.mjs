// `npm run bench`: builds the site, serves it like production (scripts/preview.mjs: superstatic
// with dist/firebase.json, compression on) and runs Lighthouse 3 times on every public page as a
// phone would (mobile form factor, default simulated throttling). Prints the median per page and
// writes bench/results/latest.json (every run; git-ignored), bench/results/summary.md and the
// last report per page in bench/results/reports/. A benchmark, not a test: it never fails on a
// timing. It also times each page's way to live and the answers to its first taps on a throttled
// phone (bench/first-taps.mjs). Options: --runs N, --skip-build, --lcp-graph (prints each run's LCP simulation,
// bench/lcp-graph.mjs), and page paths to measure only those (summary.md is then left
// alone). The first taps alone, without Lighthouse: bench/first-taps.mjs (usage at its top).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import lighthouse from 'lighthouse'
import { benchSearch, describeSearchBench } from './bench-search.mjs'
import { benchFirstTaps, describeFirstTaps, firstTapPaths } from './first-taps.mjs'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs'
import { firstLoadJsBytes, htmlFileFor } from '../scripts/lib/first-load.mjs'
import { describeLcpGraph } from './lcp-graph.mjs'
import { testPorts } from '../scripts/lib/test-ports.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index === -1 ? fallback : args.splice(index, 2)[1]
}
const flag = (name) => {
  const index = args.indexOf(name)
  if (index !== -1) args.splice(index, 1)
  return index !== -1
}
const runs = Number(option('--runs', '3'))
const skipBuild = flag('--skip-build')
const lcpGraph = flag('--lcp-graph')
const port = Number(process.env.PORT ?? testPorts.preview)
const origin = `http://127.0.0.1:${port}`

/** A run that has not finished by then is abandoned (and its browser killed). */
const runTimeLimitMs = 120_000
/**
 * Lighthouse's own line for a host too slow for its simulation (it warns below it): this shared
 * machine's CPU speed swings about twofold, and a run on a slowed host inflates every CPU
 * estimate, TBT most. Such a run is kept in latest.json but repeated, at most twice per run.
 */
const slowHostIndex = 1000
const repeatsPerRun = 2
const resultsDir = join('bench', 'results')
const builtSite = join('dist', 'client')
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Issue 8's targets, with issue 19's tighter LCP and TBT, checked against the medians. The summary names every miss; the benchmark
 * still exits 0 (a timing never fails CI). The byte budget that does fail CI is
 * check-page-weight.mjs, set where the site can hold it.
 */
const targets = [
  { label: 'performance 100', metric: 'performance', holds: (value) => value === 100 },
  { label: 'accessibility 100', metric: 'accessibility', holds: (value) => value === 100 },
  { label: 'best practices 100', metric: 'bestPractices', holds: (value) => value === 100 },
  { label: 'SEO 100', metric: 'seo', holds: (value) => value === 100 },
  { label: 'LCP ≤ 1.2 s', metric: 'lcpMs', holds: (value) => value <= 1200, unit: 'ms' },
  { label: 'TBT < 50 ms', metric: 'tbtMs', holds: (value) => value < 50, unit: 'ms' },
  { label: 'CLS 0', metric: 'cls', holds: (value) => value === 0 },
  {
    label: 'first-load JS ≤ 100 kB gzip',
    metric: 'firstLoadJsBytes',
    holds: (value) => value <= 100_000,
    unit: 'kB',
  },
]

const chromeFlags = [
  '--headless=new',
  ...chromiumArgs,
  // Every host but the local server fails to resolve at once, so no audit waits on the network.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

if (!skipBuild) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const manifest = JSON.parse(readFileSync('dist/build-manifest.json', 'utf8'))
if (manifest.firestoreEmulatorHost) {
  console.warn(
    'note: dist/ is a test build (Firestore emulator); run without --skip-build to measure production.',
  )
}
const pages = args.length > 0 ? args : manifest.pages

let server
let stopping = false
function startServer() {
  server = spawn(process.execPath, ['scripts/preview.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  server.on('exit', (code, signal) => {
    if (!stopping) console.warn(`preview server exited (${signal ?? `code ${code}`})`)
  })
}
process.on('exit', () => server.kill())

/** Restarts the server if something ended it, so one lost server does not void the later pages. */
async function ensureServer() {
  if (server.exitCode !== null || server.signalCode !== null) startServer()
  await waitForServer()
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(origin)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`the preview server did not answer at ${origin}`)
}

/** A fresh Chromium per run: no cache or service state carried between runs. */
async function launchChromium() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'touch-grass-bench-'))
  const browser = spawn(
    chromiumPath,
    [...chromeFlags, `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: 'ignore', detached: true },
  )
  const close = () => {
    try {
      process.kill(-browser.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    rmSync(userDataDir, { recursive: true, force: true })
  }
  // Chromium writes the port it chose into this file; it may be empty for a moment.
  const portFile = join(userDataDir, 'DevToolsActivePort')
  for (let attempt = 0; attempt < 150; attempt++) {
    const debuggingPort = existsSync(portFile)
      ? Number(readFileSync(portFile, 'utf8').split('\n')[0])
      : 0
    if (debuggingPort > 0) return { port: debuggingPort, close }
    await sleep(100)
  }
  close()
  throw new Error('Chromium did not open a debugging port')
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]
  const requests = audit('network-requests')?.details?.items ?? []
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)
  // Scored audits that lost points, so a score below 100 names its causes.
  const shortfalls = categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 1)
      .map((entry) => `${category}: ${entry.id} (${entry.displayValue ?? entry.score})`),
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint')?.numericValue,
    lcpMs: audit('largest-contentful-paint')?.numericValue,
    tbtMs: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    speedIndexMs: audit('speed-index')?.numericValue,
    jsBytes: scriptBytes,
    totalBytes: audit('total-byte-weight')?.numericValue,
    requests: requests.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    shortfalls,
    runtimeError: lhr.runtimeError?.message,
  }
}

async function measure(path) {
  let chromium
  let timer
  try {
    chromium = await launchChromium()
    const run = lighthouse(new URL(path, origin).href, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    })
    const timeLimit = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out after ${runTimeLimitMs} ms`)),
        runTimeLimitMs,
      )
    })
    run.catch(() => {}) // after a time-out its rejection is expected and uninteresting
    const result = await Promise.race([run, timeLimit])
    if (lcpGraph) console.log(await describeLcpGraph(result))
    return { summary: summarise(result.lhr), report: result.report }
  } catch (error) {
    return { summary: { error: error.message } }
  } finally {
    clearTimeout(timer)
    chromium?.close()
  }
}

/** Why a run is measured again: Lighthouse could not finish it, or the host was too slow. */
function repeatReason(summary) {
  if (summary.error ?? summary.runtimeError) return 'failed'
  if (summary.benchmarkIndex < slowHostIndex) return 'slow host'
  return undefined
}

const median = (values) => {
  const numbers = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (numbers.length === 0) return null
  const middle = Math.floor(numbers.length / 2)
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2
}
const metrics = [
  'benchmarkIndex',
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'jsBytes',
  'totalBytes',
  'requests',
]

const loadAtStart = loadavg()[0]
startServer()
await waitForServer()
const lighthouseVersion = JSON.parse(
  readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version
const chromiumVersion = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim()
mkdirSync(join(resultsDir, 'reports'), { recursive: true })

const results = []
for (const path of pages) {
  const pageRuns = []
  for (let index = 0; index < runs; index++) {
    for (let attempt = 0; attempt <= repeatsPerRun; attempt++) {
      await ensureServer()
      const started = performance.now()
      const { summary, report } = await measure(path)
      const failure = summary.error ?? summary.runtimeError
      const repeat = attempt < repeatsPerRun ? repeatReason(summary) : undefined
      pageRuns.push(repeat ? { ...summary, repeated: repeat } : summary)
      if (report) {
        const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')
        writeFileSync(join(resultsDir, 'reports', `${name}.json`), report)
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(0)
      const outcome = failure
        ? `failed: ${failure}`
        : `perf ${summary.performance}, LCP ${Math.round(summary.lcpMs)} ms, TBT ${Math.round(summary.tbtMs)} ms, host ${Math.round(summary.benchmarkIndex)}`
      console.log(
        `${path} run ${index + 1}/${runs} (${seconds} s): ${outcome}${repeat ? `: ${repeat}, repeating` : ''}`,
      )
      if (!repeat) break
    }
  }
  const counted = pageRuns.filter((run) => !run.repeated)
  const medians = Object.fromEntries(
    metrics.map((metric) => [metric, median(counted.map((run) => run[metric]))]),
  )
  // From the build, not the load: the same figure as the byte budget, so it does not move.
  medians.firstLoadJsBytes = firstLoadJsBytes(
    builtSite,
    readFileSync(htmlFileFor(builtSite, path), 'utf8'),
  )
  const shortfalls = [...new Set(counted.flatMap((run) => run.shortfalls ?? []))]
  results.push({ path, medians, shortfalls, runs: pageRuns })
}
// The help search, once loaded: bytes on first use and time to results on a slowed CPU.
await ensureServer()
const searchBench = pages.includes('/faq') ? await benchSearch(origin) : null
// Paint to live, and how soon each first tap is answered, on a phone (taps a second after live).
const tapPaths = firstTapPaths.filter((path) => pages.includes(path))
const tapOptions = { paths: tapPaths, runs, afterLive: 1000 }
const firstTaps = tapPaths.length > 0 ? await benchFirstTaps([origin], tapOptions) : null
stopping = true
server.kill()

const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)}`)
const kb = (value) => (value == null ? 'n/a' : (value / 1000).toFixed(1))
const plain = (value) => (value == null ? 'n/a' : String(value))
const header = [
  'page',
  'host',
  'perf',
  'a11y',
  'best pr.',
  'seo',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'TBT each run',
  'CLS',
  'SI ms',
  'first-load JS kB',
  'JS kB',
  'total kB',
  'requests',
]
const eachRun = (runs, metric) =>
  runs
    .filter((run) => !run.repeated)
    .map((run) => ms(run[metric]))
    .join(' · ')
const rows = results.map(({ path, medians: m, runs: pageRuns }) => [
  path,
  plain(m.benchmarkIndex == null ? null : Math.round(m.benchmarkIndex)),
  plain(m.performance),
  plain(m.accessibility),
  plain(m.bestPractices),
  plain(m.seo),
  ms(m.fcpMs),
  ms(m.lcpMs),
  ms(m.tbtMs),
  eachRun(pageRuns, 'tbtMs'),
  m.cls == null ? 'n/a' : m.cls.toFixed(3),
  ms(m.speedIndexMs),
  kb(m.firstLoadJsBytes),
  kb(m.jsBytes),
  kb(m.totalBytes),
  plain(m.requests),
])
const table = [header, header.map(() => '---'), ...rows]
  .map((cells) => `| ${cells.join(' | ')} |`)
  .join('\n')
const formatted = (value, unit) =>
  unit === 'ms' ? `${ms(value)} ms` : unit === 'kB' ? `${kb(value)} kB` : plain(value)
const targetLines = targets.map(({ label, metric, holds, unit }) => {
  const misses = results.filter(({ medians }) => medians[metric] == null || !holds(medians[metric]))
  if (misses.length === 0) return `- ${label}: met on every page`
  const where = misses.map(({ path, medians }) => `${path} ${formatted(medians[metric], unit)}`)
  return `- ${label}: **missed** on ${misses.length} of ${results.length} (${where.join(', ')})`
})
const shortfallLines = results.flatMap(({ path, shortfalls }) =>
  shortfalls.map((entry) => `- ${path}: ${entry}`),
)
// Simulated timings still move with CPU contention (TBT most), so the summary records it.
const repeated = (reason) =>
  results.flatMap(({ runs }) => runs).filter((run) => run.repeated === reason).length
const machine = `load average ${loadAtStart.toFixed(1)} on ${availableParallelism()} CPUs at the start; ${repeated('slow host')} runs repeated on a slow host, ${repeated('failed')} after Lighthouse failed`
const environment = `Lighthouse ${lighthouseVersion}, ${chromiumVersion}, Node ${process.versions.node}; mobile, simulated throttling; median of ${runs} runs; ${machine}`
const summary = [
  '# Benchmark',
  '',
  `${new Date().toISOString()} · ${environment}.`,
  "First-load JS is gzip -9 of what each page runs before any interaction, read from the build (the byte budget's figure). JS and total are transferred bytes (compressed, headers included) during the whole page load, chunks fetched after hydration included.",
  `Host is Lighthouse's CPU benchmark index (median); a run below ${slowHostIndex}, where Lighthouse warns that the host is too slow, was repeated (at most ${repeatsPerRun} times), like a run Lighthouse could not finish.`,
  '',
  table,
  '',
  '## Targets (issues 8 and 19), against the medians',
  '',
  ...targetLines,
  '',
  '## Audits that lost points (in any run)',
  '',
  ...(shortfallLines.length > 0 ? shortfallLines : ['none']),
  '',
  ...(searchBench ? [describeSearchBench(searchBench)] : []),
  ...(firstTaps ? [describeFirstTaps(firstTaps, tapOptions)] : []),
].join('\n')

writeFileSync(
  join(resultsDir, 'latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), environment, results, searchBench, firstTaps }, null, 2)}\n`,
)
// The committed summary describes the whole site; a run on chosen pages leaves it alone.
if (args.length === 0) writeFileSync(join(resultsDir, 'summary.md'), summary)
console.log(`\n${summary}`)
