import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'

/** The preference right now; for effects that run before a hydrated re-render catches up. */
export function prefersReducedMotion() {
  return window.matchMedia(query).matches
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asked for reduced motion. The server (and so the prerendered HTML)
 * assumes motion is fine; nothing moves before hydration anyway.
 */
export function useReducedMotion() {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}
