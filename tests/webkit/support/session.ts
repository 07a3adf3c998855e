import { remote, type ChainablePromiseElement } from 'webdriverio'
import { testPorts } from '../../../scripts/lib/test-ports.mjs'
import { chosenDriver } from './webkit-driver'

export const baseUrl = `http://127.0.0.1:${testPorts.webkitPreview}`

/** One browser for the whole suite, at the width of an iPhone (390 px, like Playwright's phone). */
export async function startBrowser() {
  const driver = chosenDriver()
  const browser = await remote({
    hostname: '127.0.0.1',
    port: testPorts.webdriver,
    logLevel: 'warn',
    baseUrl,
    // Every wait for what a visitor would see: it returns as soon as it shows, and a loaded machine
    // needs many seconds to show a page live or a save thanked.
    waitforTimeout: 30_000,
    capabilities: {
      ...driver.capabilities,
      // Neither WebKitWebDriver nor safaridriver speaks WebDriver BiDi.
      'wdio:enforceWebDriverClassic': true,
    },
  })
  await browser.setWindowSize(390, 844)
  return browser
}

declare global {
  interface Window {
    /** The test build's record of the page's errors (scripts/lib/page-problems.mjs). */
    __pageProblems?: string[]
  }
}

/** Opens a page and waits until it is live (`<html data-live>`, set once React handles events). */
export async function openHydrated(browser: WebdriverIO.Browser, path: string) {
  await browser.url(path)
  await browser.waitUntil(
    () => browser.execute(() => document.documentElement.hasAttribute('data-live')),
    {
      timeoutMsg: `${path} did not hydrate`,
    },
  )
}

/** Every error the current page has had since it loaded, from its first script on. */
export async function pageProblems(browser: WebdriverIO.Browser) {
  const problems = await browser.execute(() => window.__pageProblems)
  if (!problems) {
    throw new Error(
      'The page has no problem recorder: test with the test build (npm run build:test).',
    )
  }
  return problems
}

/** An element's text as written in the markup (WebDriver's own text applies CSS text-transform). */
export async function textOf(element: ChainablePromiseElement) {
  return String(await element.getProperty('textContent'))
    .replace(/\s+/g, ' ')
    .trim()
}

/** An XPath to a `tag` (within the element it is asked of) whose whole text is `text`. */
export const byText = (tag: string, text: string) =>
  `.//${tag}[normalize-space(.)=${xpathString(text)}]`

/** An XPath to a `tag` whose text starts with `text`. */
export const byTextStart = (tag: string, text: string) =>
  `.//${tag}[starts-with(normalize-space(.), ${xpathString(text)})]`

function xpathString(text: string) {
  if (!text.includes("'")) return `'${text}'`
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`
}

/**
 * Brings an element's centre on screen, as a visitor scrolls to a control before using it.
 * WebKitWebDriver scrolls only an element it finds wholly off screen, and it measures the element
 * grown by the page's scroll-padding: one whose top lies less than `scroll-padding-top` below the
 * fold counts as partly shown and is left there, centre off screen, so the action fails as "did
 * not become interactable" (where it lands depends only on how far earlier steps scrolled).
 */
export async function onScreen(
  browser: WebdriverIO.Browser,
  element: ChainablePromiseElement | Promise<ChainablePromiseElement>,
) {
  const found = await element
  await browser.execute(
    (target: HTMLElement) => target.scrollIntoView({ block: 'center' }),
    found as unknown as HTMLElement,
  )
  return found
}
