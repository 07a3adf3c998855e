import { Outlet, createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { goLive } from '@/lib/loading/held-actions'

/**
 * Every page's own content. React hydrates it in a pass after the shell's (the root's outlet is a
 * Suspense boundary), so the page goes live from here: this effect runs once all of it, every
 * button and form, has its handlers.
 */
export const Route = createFileRoute('/_page')({
  component: Page,
  // Every page needs it at once: in the entry, not a chunk of its own.
  codeSplitGroupings: [],
})

function Page() {
  useEffect(goLive, [])
  return <Outlet />
}
