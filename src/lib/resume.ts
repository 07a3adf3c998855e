import { useEffect, useRef } from 'react'

/**
 * After a release, a chunk the open page asks for may be gone (hashed file names change with
 * every build). The page then loads itself again, which fetches the current build, and the
 * action the visitor started carries on there, once: `reloadToResume` keeps what it needs in
 * sessionStorage (never in the URL), and the control that owns `key` takes it back with
 * `takeResumed` when the fresh page is live (docs/decisions/110).
 */
export type Resumed = { key: string; values: Record<string, string> }

const storageKey = 'touch-grass:resume'
/** One reload per document: if the fresh page cannot load the code either, it is not a release. */
let resumedInThisDocument = false

/** Returns false (and does nothing) when this document was itself loaded to resume an action. */
export function reloadToResume(key: string, values: Record<string, string> = {}) {
  if (resumedInThisDocument) return false
  try {
    const entry = { key, values, path: window.location.pathname }
    window.sessionStorage.setItem(storageKey, JSON.stringify(entry))
  } catch {
    // Without storage the page still loads the current build; the press is asked for again.
  }
  window.location.reload()
  return true
}

/** The action `key` left unfinished before the page loaded again, once; otherwise null. */
export function takeResumed(key: string): Resumed | null {
  try {
    const entry = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as
      (Resumed & { path: string }) | null
    if (!entry || entry.key !== key) return null
    window.sessionStorage.removeItem(storageKey)
    if (entry.path !== window.location.pathname) return null
    resumedInThisDocument = true
    return { key, values: entry.values }
  } catch {
    return null
  }
}

/** Once, when the page is live: `act` carries on the action `key` left before this load. */
export function useResumed(key: string, act: (resumed: Resumed) => void) {
  const first = useRef(act)
  useEffect(() => {
    const resumed = takeResumed(key)
    if (resumed) first.current(resumed)
  }, [key])
}
