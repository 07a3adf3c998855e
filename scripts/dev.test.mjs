// @vitest-environment node
// `npm run dev` as a newcomer runs it, twice in a row on the same node_modules: both times every
// page comes alive, /admin loads, and the log says nothing unless something is wrong.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { resultPaths } from '../src/content/prerender-paths.ts'
import { allPages } from '../src/content/pages.ts'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'

let browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
})
afterAll(async () => {
  await browser?.close()
})

/** Ports nothing listens on now: the test can run beside a developer's own `npm run dev`. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer()
          server.once('error', reject)
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((server) => server.address().port)
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  return ports
}

async function startDev() {
  const [site, firestore, functions, smtp, mailWeb, decap] = await freePorts(6)
  const child = spawn('npm', ['run', 'dev'], {
    // Its own process group, so the stop below is the Ctrl+C a terminal sends to all of it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(site),
      FIRESTORE_PORT: String(firestore),
      FUNCTIONS_PORT: String(functions),
      MAILDEV_SMTP_PORT: String(smtp),
      MAILDEV_WEB_PORT: String(mailWeb),
      DECAP_SERVER_PORT: String(decap),
      // Colours would hide words from the log check below.
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
  })
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const origin = `http://localhost:${site}`
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm run dev did not start:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    origin,
    log: () => log,
    stop: async () => {
      process.kill(-child.pid, 'SIGINT')
      await exited
    },
  }
}

/** Every page and /admin, in one tab, as a developer clicks through them. */
async function visitAll(origin) {
  const context = await browser.newContext()
  const page = await context.newPage()
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
      .waitFor({ state: 'attached', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      )
    if (!live) dead.push(path)
  }
  await page.goto(`${origin}/admin`)
  const adminLoaded = await page
    .getByRole('button', { name: 'Login' })
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    )
  await context.close()
  return { dead, adminLoaded, failures }
}

// Words a quiet log never holds; a warning is something wrong, or noise that hides it.
const trouble = /warn|error|cannot|outdated|failed/i

test('npm run dev, started twice, serves every page live and /admin, and a quiet log', async () => {
  for (const run of [1, 2]) {
    const dev = await startDev()
    let result
    try {
      result = await visitAll(dev.origin)
    } finally {
      await dev.stop()
    }
    expect({ run, ...result }).toEqual({ run, dead: [], adminLoaded: true, failures: [] })
    const noisy = dev
      .log()
      .split('\n')
      .filter((line) => trouble.test(line))
    expect({ run, noisy }).toEqual({ run, noisy: [] })
  }
}, 600_000)
