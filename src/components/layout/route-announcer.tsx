import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { titleFromMatches } from '@/lib/page-title'
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

const sectionOf = (pathname: string) => pathname.split('/')[1] ?? ''

/**
 * Client-side navigation keeps the document, so neither focus nor the screen reader learns that
 * the page changed. After every change of path (links, the menu, back and forward) this moves
 * focus into the new page and says its title once, in a polite live region. The first page load,
 * changes of search params alone and moves within one page's own paths (the calculator's steps
 * and results) are left to the page.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const hash = useRouterState({ select: (state) => state.resolvedLocation?.hash ?? '' })
  const [message, setMessage] = useState('')
  const previous = useRef<string | undefined>(undefined)

  // Back and forward land on the page's start like every other page change, with focus: the
  // browser's own restoring would scroll back down after focus moved, leaving it off screen.
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
  }, [])

  useEffect(() => {
    if (pathname === undefined) return
    const from = previous.current
    previous.current = pathname
    // Within one page's own paths (the calculator's steps and its result pages) the page moves
    // focus to each step's heading itself.
    if (from === undefined || sectionOf(from) === sectionOf(pathname)) return
    focusPageStart(hash)
    setMessage(titleFromMatches(router.state.matches))
    // The location can resolve a moment before a lazily loaded page replaces the old one (going
    // back did): if the focused heading is then removed, focus falls to <body>. Catch that while
    // the page settles.
    const main = document.getElementById(mainContentId)
    if (!main) return
    const refocus = new MutationObserver(() => {
      if (document.activeElement === document.body) focusPageStart(hash)
    })
    refocus.observe(main, { childList: true, subtree: true })
    const stop = window.setTimeout(() => refocus.disconnect(), 3000)
    return () => {
      refocus.disconnect()
      window.clearTimeout(stop)
    }
  }, [pathname, hash, router])

  return (
    // A bare polite live region rather than role="status": pages keep "the" status of their forms.
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="">
      {message}
    </p>
  )
}
