import { mainContentId } from './skip-link'

/**
 * Where a reader belongs after a page change: the element a #hash names, else the page's `h1`,
 * else `main`. Headings are not focusable by themselves; `tabIndex = -1` makes them a target
 * for script only, and the page's own CSS keeps the ring off them (they are not controls).
 */
export function focusPageStart(hash = '') {
  const main = document.getElementById(mainContentId)
  const named = hash ? document.getElementById(decodeURIComponent(hash)) : null
  const target = named ?? main?.querySelector<HTMLElement>('h1') ?? main
  if (!target) return
  if (target !== main && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1')
    target.dataset.pageStart = ''
  }
  // Scrolls only if the router's own scrolling left it out of view (back and forward may).
  target.focus()
}

/**
 * Focuses the new page's start, and keeps it there while the page settles: the location can
 * resolve a moment before a lazily loaded page replaces the old one (going back did), and if the
 * focused heading is then removed, focus falls to `<body>`. Returns the clean-up.
 */
export function arriveAt(hash: string) {
  focusPageStart(hash)
  const main = document.getElementById(mainContentId)
  if (!main) return () => {}
  const refocus = new MutationObserver(() => {
    if (document.activeElement === document.body) focusPageStart(hash)
  })
  refocus.observe(main, { childList: true, subtree: true })
  const stop = window.setTimeout(() => refocus.disconnect(), 3000)
  return () => {
    refocus.disconnect()
    window.clearTimeout(stop)
  }
}
