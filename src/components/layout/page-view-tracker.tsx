import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { track } from '@/lib/analytics'
import { titleFromMatches } from '@/lib/page-title'

/**
 * Records page_view once for the first page and once for every client-side navigation to
 * another page. Search-param changes (the calculator's steps) stay on the same page.
 */
export function PageViewTracker() {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })

  useEffect(() => {
    if (pathname === undefined) return
    track('page_view', {
      page_title: titleFromMatches(router.state.matches),
      page_location: window.location.href,
      page_path: window.location.pathname,
    })
  }, [pathname, router])

  return null
}
