import { spawn, type ChildProcess } from 'node:child_process'
import { testPorts } from '../../scripts/lib/test-ports.mjs'
import { chosenDriver } from './support/webkit-driver'

async function answers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

async function started(child: ChildProcess, name: string, url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await answers(url))) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}) before ${url} answered`)
    if (Date.now() > deadline)
      throw new Error(`${name} did not answer at ${url} in ${timeoutMs} ms`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** The preview server (the production build, as production serves it) and the WebDriver server. */
export default async function setup() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'The WebKit suite writes to the Firestore emulator: run it with `npm run test:webkit` ' +
        '(scripts/with-emulator.mjs starts one).',
    )
  }
  for (const [name, port] of [
    ['the WebKit preview', testPorts.webkitPreview],
    ['the WebDriver server', testPorts.webdriver],
    ['the contact form stand-in', testPorts.contactForm],
  ] as const) {
    if (await answers(`http://127.0.0.1:${port}/`)) {
      throw new Error(
        `Port ${port} (${name}) is taken; stop what runs there or set its TEST_*_PORT.`,
      )
    }
  }
  const driver = chosenDriver()
  const children: ChildProcess[] = []
  const stop = () => children.forEach((child) => child.kill())
  try {
    const preview = spawn('node', ['scripts/preview.mjs'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(testPorts.webkitPreview) },
    })
    children.push(preview)
    const webdriver = spawn(driver.command, driver.args(testPorts.webdriver), { stdio: 'ignore' })
    children.push(webdriver)
    await started(preview, 'scripts/preview.mjs', `http://127.0.0.1:${testPorts.webkitPreview}/`)
    await started(webdriver, driver.command, `http://127.0.0.1:${testPorts.webdriver}/status`)
  } catch (error) {
    stop()
    throw error
  }
  return stop
}
