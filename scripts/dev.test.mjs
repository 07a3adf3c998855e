// @vitest-environment node
// `npm run dev` as a newcomer runs it, then a second time on the same node_modules while the first
// still runs (two checkouts, two terminals, or this test beside a developer's own `npm run dev`):
// both times every page comes alive, /admin loads, and the log says nothing unless something is
// wrong; each serves its own pages, and every port either opens is on loopback and one of its
// own variables'.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { resultPaths } from '../src/content/prerender-paths.ts'
import { allPages } from '../src/content/pages.ts'
import { chromiumArgs, testChromiumPath } from './lib/chromium.mjs'
import { devPortVariables } from './lib/dev-ports.mjs'
import { isLoopback, listenersOf } from './lib/listeners.mjs'

let browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs })
})
afterAll(async () => {
  await browser?.close()
})

/**
 * Ports nothing listens on now: the test can run beside a developer's own `npm run dev`. They are
 * picked below the kernel's ephemeral range, from which every outgoing connection on the machine
 * (a second suite's thousands to its emulator) takes its own port: a port the kernel handed out
 * free could be some connection's before the stack listened on it.
 */
async function freePorts(count) {
  const [ephemeralFrom] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number)
  const held = []
  while (held.length < count) {
    const port = 10_000 + Math.floor(Math.random() * (ephemeralFrom - 10_000))
    const server = await new Promise((resolve) => {
      const candidate = createServer()
      candidate.once('error', () => resolve(undefined))
      candidate.listen(port, '127.0.0.1', () => resolve(candidate))
    })
    if (server) held.push(server)
  }
  const ports = held.map((server) => server.address().port)
  await Promise.all(held.map((server) => new Promise((done) => server.close(done))))
  return ports
}

/** `count` sets of ports, none shared, by the names scripts/lib/dev-ports.mjs gives them. */
async function freePortSets(count) {
  const names = Object.keys(devPortVariables)
  const ports = await freePorts(names.length * count)
  return Array.from({ length: count }, (_, set) =>
    Object.fromEntries(names.map((name, i) => [name, ports[set * names.length + i]])),
  )
}

async function startDev(ports) {
  const child = spawn('npm', ['run', 'dev'], {
    // Its own process group, so the stop below is the Ctrl+C a terminal sends to all of it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...Object.fromEntries(
        Object.entries(devPortVariables).map(([name, { variable }]) => [
          variable,
          String(ports[name]),
        ]),
      ),
      // Colours would hide words from the log check below.
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const origin = `http://localhost:${ports.site}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGINT')
    await exited
  }
  // A ceiling for a machine running other suites too (an emulator, MailDev and a cold Vite
  // start here); a quiet machine answers in well under a minute.
  const deadline = Date.now() + 300_000
  for (;;) {
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`npm run dev did not start:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, ports, pid: child.pid, log: () => log, stop }
}

/** Every page and /admin, in one tab, as a developer clicks through them. */
async function visitAll(origin) {
  const context = await browser.newContext()
  const page = await context.newPage()
  // A cold dev server compiles each page on its first visit: slow on a busy machine.
  page.setDefaultNavigationTimeout(120_000)
  const failures = []
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
  })
  page.on('pageerror', (error) => failures.push(error.message))
  const dead = []
  // The thirty result pages are one route with other words: the first stands for them all.
  for (const path of [...allPages.map((page) => page.path), resultPaths[0]]) {
    await page.goto(`${origin}${path}`)
    const live = await page
      .locator('html[data-live]')
      .waitFor({ state: 'attached', timeout: 120_000 })
      .then(
        () => true,
        () => false,
      )
    if (!live) dead.push(path)
  }
  await page.goto(`${origin}/admin`)
  const adminLoaded = await page
    .getByRole('button', { name: 'Login' })
    .waitFor({ timeout: 120_000 })
    .then(
      () => true,
      () => false,
    )
  await context.close()
  return { dead, adminLoaded, failures }
}

// Words a quiet log never holds; a warning is something wrong, or noise that hides it.
const trouble = /warn|error|cannot|outdated|failed/i

// The ports the system hands out when asked for any (Linux): a port in here was chosen free at
// start, not fixed, so it cannot collide with another stack's.
const [ephemeralFrom, ephemeralTo] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  .trim()
  .split(/\s+/)
  .map(Number)

/**
 * Where one stack's processes listen: every address loopback; its six ports, each the one its
 * variable gave; and nothing else but the emulator's JVM's own helper ports, chosen free.
 */
function listening(dev) {
  const listeners = listenersOf(dev.pid)
  const own = new Set(Object.values(dev.ports))
  return {
    notLoopback: listeners.filter(({ address }) => !isLoopback(address)),
    missing: Object.entries(dev.ports)
      .filter(([, port]) => !listeners.some((listener) => listener.port === port))
      .map(([name]) => devPortVariables[name].variable),
    unexpected: listeners.filter(
      ({ port, command }) =>
        !own.has(port) && !(command === 'java' && port >= ephemeralFrom && port <= ephemeralTo),
    ),
  }
}

test('npm run dev, started alone and then a second beside it, serves every page live and /admin, listens on loopback only, with a quiet log', async () => {
  const check = async (run, dev) => {
    const result = await visitAll(dev.origin)
    expect({ run, ...result }).toEqual({ run, dead: [], adminLoaded: true, failures: [] })
    expect({ run, ...listening(dev) }).toEqual({
      run,
      notLoopback: [],
      missing: [],
      unexpected: [],
    })
  }
  const quiet = (run, dev) => {
    const noisy = dev
      .log()
      .split('\n')
      .filter((line) => trouble.test(line))
    expect({ run, noisy }).toEqual({ run, noisy: [] })
  }

  const [portsFirst, portsSecond] = await freePortSets(2)
  const first = await startDev(portsFirst)
  let second
  try {
    await check('alone', first)
    // A second stack started while the first runs, as a second checkout or terminal would: each
    // serves its own pages, and neither takes the other's ports.
    second = await startDev(portsSecond)
    await check('beside the first', second)
    expect({ run: 'first, with the second running', ...listening(first) }).toEqual({
      run: 'first, with the second running',
      notLoopback: [],
      missing: [],
      unexpected: [],
    })
  } finally {
    await Promise.all([first.stop(), second?.stop()])
  }
  quiet('first', first)
  quiet('second', second)
}, 1_800_000)
