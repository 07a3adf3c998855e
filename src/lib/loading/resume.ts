import { useEffect, useRef } from 'react'

/**
 * After a release, a chunk the open page asks for may be gone (hashed names change with every
 * build). The page loads itself again, fetching the current build, and the visitor's action
 * carries on there once: `reloadToResume` keeps it in sessionStorage (never in the URL), and the
 * control that owns `key` takes it back with `useResumed` when the fresh page is live.
 */
export const resumeStorageKey = 'touch-grass:resume'
/** One reload per document: if the fresh page cannot load the code either, it is not a release. */
let resumedHere = false
type Entry = { key: string; values: Record<string, string>; path: string }

/** Returns false (and does nothing) when this document was itself loaded to resume an action. */
export function reloadToResume(key: string, values: Record<string, string> = {}) {
  if (resumedHere) return false
  try {
    const entry: Entry = { key, values, path: location.pathname }
    sessionStorage.setItem(resumeStorageKey, JSON.stringify(entry))
  } catch {
    // Without storage the page still loads the current build; the press is asked for again.
  }
  location.reload()
  return true
}

/** Once, when the page is live: `act` carries on what `key` left before this load. */
export function useResumed(key: string, act: (values: Record<string, string>) => void) {
  const first = useRef(act)
  useEffect(() => {
    try {
      const entry = JSON.parse(sessionStorage.getItem(resumeStorageKey) ?? 'null') as Entry | null
      if (entry?.key !== key) return
      sessionStorage.removeItem(resumeStorageKey)
      if (entry.path !== location.pathname) return
      resumedHere = true
      first.current(entry.values)
    } catch {
      // Unreadable storage: nothing to resume.
    }
  }, [key])
}
