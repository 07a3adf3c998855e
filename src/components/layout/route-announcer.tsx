import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { track } from '@/lib/analytics'
import { onDemand } from '@/lib/loading/on-demand'
import { titleFromMatches } from '@/lib/page-title'
import { mainContentId } from './skip-link'

// Fetched with the first page change (like the page's own chunk), not with every first load.
const pageArrival = onDemand(() => import('./page-arrival'))

/**
 * What happens when the page changes, in one place (one router subscription in every first load):
 *
 * - `page_view` is recorded once for the first page and once for every client-side navigation
 *   to another path. Search-param changes stay on the same page.
 * - Client-side navigation keeps the document, so neither focus nor the screen reader learns that
 *   the page changed. After every change to another page (links, the menu, back and forward)
 *   focus moves into it and its title is said once, in a polite live region.
 *   Moves within one page's own paths (the calculator's steps and results) are left to the page,
 *   which focuses each step's heading itself.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const [message, setMessage] = useState('')
  const previous = useRef<string | undefined>(undefined)

  // Back and forward land on the page's start like every other page change: the browser's own
  // restoring scrolled back down after focus had moved, leaving it off screen. Set before the
  // first page change, as each history entry keeps the mode it was left with.
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
  }, [])

  useEffect(() => {
    if (pathname === undefined) return
    const from = previous.current
    previous.current = pathname
    const title = titleFromMatches(router.state.matches)
    if (from !== pathname) {
      track('page_view', {
        page_title: title,
        page_location: window.location.href,
        page_path: window.location.pathname,
      })
    }
    if (from === undefined || from.split('/')[1] === pathname.split('/')[1]) return
    const hash = window.location.hash.slice(1)
    pageArrival.load().then(
      ({ arriveAt }) => {
        arriveAt(hash)
        setMessage(title)
      },
      // The chunk is gone (a new deploy) or the visitor is offline: the page changed all the
      // same, so focus still leaves the old page and its title is still said; the next page
      // change tries the chunk again.
      () => {
        document.getElementById(mainContentId)?.focus()
        setMessage(title)
      },
    )
  }, [pathname, router])

  return (
    // A bare polite live region rather than role="status": pages keep "the" status of their forms.
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="">
      {message}
    </p>
  )
}
