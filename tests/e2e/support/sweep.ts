import type { Browser, Page } from '@playwright/test'
import type { SweepTry } from '../../../src/components/form-kit/kind'

/**
 * The slow-phone sweep: fresh loads of a page on a CPU slowed through the DevTools protocol,
 * with a try on every control every few milliseconds from the first contentful paint until the
 * page says it is live (`<html data-live>`), when every button and form on it must have React's
 * handlers, then once more after the frames that follow. A try sets a control the way a visitor's
 * press or keystroke does (a click on a radio or a button, a new value and its input event in a
 * field) and the next tick checks the page still holds it: any hydration, registration or replay
 * that writes over it is a loss. A button's presses are held until live and act once; the test
 * checks that they did.
 */

/** A form field as its kind is tried (a radio group, or a text control), a button, or a form. */
export type SweptControl = { name: string; selector: string } & (
  | SweepTry
  | { kind: 'press' }
  /** A script's `form.requestSubmit()`: held until live, then handled by the form itself. */
  | { kind: 'submit' }
)

export type SweepLoss = { control: string; at: number; expected: string; held: string }
export type SweepResult = {
  /** Tries made before the page was live, per control. */
  tries: Record<string, number>
  losses: SweepLoss[]
  /** What each control was last set to: what the page must hold now. */
  expected: Record<string, string>
  /** Milliseconds from the first contentful paint to `<html data-live>`. */
  liveAfter: number
}

declare global {
  interface Window {
    sweep?: SweepResult & { done: boolean }
  }
}

/** Runs in the page from its first script on (an init script): no outside names. */
function sweepInPage({
  controls,
  everyMs,
  phaseMs,
}: {
  controls: SweptControl[]
  everyMs: number
  phaseMs: number
}) {
  const result = { tries: {}, losses: [], expected: {}, liveAfter: 0, done: false } as NonNullable<
    Window['sweep']
  >
  window.sweep = result
  const setText = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    // The prototype's setter, as the browser sets typed text: React's value tracker then sees the
    // input event as a change, as it does for a keystroke.
    const prototype = Object.getPrototypeOf(field) as object
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value)
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }))
  }
  const held = (control: SweptControl) =>
    control.kind === 'choice'
      ? (document.querySelector<HTMLInputElement>(`${control.selector}:checked`)?.value ?? '')
      : (document.querySelector<HTMLInputElement>(control.selector)?.value ?? '')
  let paintedAt = 0
  const check = () => {
    for (const control of controls) {
      const expected = result.expected[control.name]
      if (expected === undefined || control.kind === 'press' || control.kind === 'submit') continue
      const now = held(control)
      if (now !== expected)
        result.losses.push({
          control: control.name,
          at: Math.round(performance.now() - paintedAt),
          expected,
          held: now,
        })
      result.expected[control.name] = now
    }
  }
  const tryEach = () => {
    for (const control of controls) {
      // A control the page no longer shows (the form sent and thanked) is not tried.
      const target = document.querySelector<HTMLElement>(control.selector)
      if (!target) continue
      const count = (result.tries[control.name] ?? 0) + 1
      result.tries[control.name] = count
      if (control.kind === 'choice') {
        const choices = [...document.querySelectorAll<HTMLInputElement>(control.selector)]
        const choice = choices[count % choices.length]!
        choice.click()
        result.expected[control.name] = choice.value
      } else if (control.kind === 'press') {
        target.click()
      } else if (control.kind === 'submit') {
        ;(target as HTMLFormElement).requestSubmit()
      } else {
        const value = `${control.valueFor[0]}${count}${control.valueFor[1]}`
        setText(target as HTMLInputElement, value)
        result.expected[control.name] = value
      }
    }
  }
  // Live means every button and form on the page is React's: a press replayed then acts, and
  // nothing clears a control's pending look before its handler is there.
  const handled = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$'))
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-live')) return
    observer.disconnect()
    const unhandled = [...document.querySelectorAll('button, form')].filter((c) => !handled(c))
    if (unhandled.length > 0)
      result.losses.push({
        control: 'live',
        at: Math.round(performance.now() - paintedAt),
        expected: 'every button and form handled',
        held: `${unhandled.length} not yet: ${unhandled.map((c) => c.textContent?.trim().slice(0, 30)).join(' | ')}`,
      })
  }).observe(document, { attributeFilter: ['data-live'], subtree: true })
  const afterFrames = (then: () => void) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)))
  const tick = () => {
    check()
    if (document.documentElement.hasAttribute('data-live')) {
      result.liveAfter = Math.round(performance.now() - paintedAt)
      // Whatever the page scheduled as it went live has run by then.
      afterFrames(() => {
        check()
        result.done = true
      })
      return
    }
    tryEach()
    setTimeout(tick, everyMs)
  }
  new PerformanceObserver((list, observer) => {
    const [paint] = list.getEntriesByName('first-contentful-paint')
    if (!paint) return
    observer.disconnect()
    paintedAt = paint.startTime
    setTimeout(tick, phaseMs)
  }).observe({ type: 'paint', buffered: true })
}

/** A fresh phone-sized context, the analytics question answered, its CPU slowed by `rate`. */
export async function slowPhone(browser: Browser, rate: number) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  })
  await context.addInitScript(() => localStorage.setItem('touch-grass:analytics-consent', 'denied'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { context, page }
}

/** One load of `path` swept; resolves once the page is live and checked. */
export async function sweepLoad(
  browser: Browser,
  {
    path,
    rate,
    controls,
    everyMs,
    phaseMs,
    after,
    prepare,
  }: {
    path: string
    rate: number
    controls: SweptControl[]
    everyMs: number
    phaseMs: number
    /** What else to check on the live page, with what the sweep expected it to hold. */
    after?: (page: Page, result: SweepResult) => Promise<SweepLoss[]>
    /** What to set up on the page before it loads. */
    prepare?: (page: Page) => Promise<void>
  },
) {
  const { context, page } = await slowPhone(browser, rate)
  try {
    await prepare?.(page)
    await page.addInitScript(sweepInPage, { controls, everyMs, phaseMs })
    await page.goto(path, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.sweep?.done, null, { timeout: 60_000, polling: 100 })
    const result = (await page.evaluate(() => window.sweep!)) as SweepResult
    if (after) result.losses.push(...(await after(page, result)))
    return result
  } finally {
    await context.close()
  }
}
