import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * A value only the browser knows (the query string, whether JavaScript runs). The prerendered
 * HTML and the hydrating render use `serverValue`, so hydration matches; React then re-renders
 * with `read()`.
 */
export function useAfterHydration<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue)
}
