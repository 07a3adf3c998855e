/**
 * Runs in the page (self-contained, for `evaluate`): from now on, keeps the last 30 scrolls, focus
 * moves, key presses, resizes and script calls that scroll (with their caller), so that a Tab stop
 * found off screen can say what moved the page. In full runs the laptop walk has twice found a
 * link of /terms with the page scrolled elsewhere, never when run alone.
 */
export function recordScrolls() {
  const log: string[] = []
  ;(window as unknown as { scrollLog: string[] }).scrollLog = log
  const note = (what: string) => {
    const focused = document.activeElement
    const label = (focused?.textContent ?? '').trim().slice(0, 24)
    log.push(
      `${Math.round(performance.now())} ms ${what}: at ${Math.round(scrollY)} of ${document.documentElement.scrollHeight - innerHeight}, ${innerWidth}x${innerHeight}, focus on ${focused?.tagName.toLowerCase()} "${label}"`,
    )
    if (log.length > 30) log.shift()
  }
  addEventListener('scroll', () => note('scroll'), { passive: true })
  addEventListener('resize', () => note('resize'))
  addEventListener('focusin', () => note('focus'), true)
  addEventListener('keydown', (event) => note(`key ${event.key}`), true)
  const watch = (owner: object, name: string) => {
    const methods = owner as Record<string, (...args: unknown[]) => unknown>
    const original = methods[name]
    if (!original) return
    methods[name] = function (this: unknown, ...args: unknown[]) {
      const caller = (new Error().stack ?? '').split('\n')[2]?.trim()
      note(`${name}(${JSON.stringify(args).slice(0, 60)}) from ${caller}`)
      return original.apply(this, args)
    }
  }
  for (const name of ['scrollIntoView', 'scrollTo', 'scrollBy']) watch(Element.prototype, name)
  for (const name of ['scroll', 'scrollTo', 'scrollBy']) watch(window, name)
}

/** Runs in the page: what `recordScrolls` kept, oldest first. */
export function recordedScrolls(): string[] {
  return (window as unknown as { scrollLog?: string[] }).scrollLog ?? []
}
