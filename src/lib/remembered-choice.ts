/**
 * A choice the site remembers for the visitor in localStorage (their analytics answer, the
 * announcement they hid), as an external store for `useSyncExternalStore`. When the browser
 * refuses storage (cookies blocked, some private modes, where any use of it throws), the choice
 * holds for this page: what the visitor chose still takes effect, and they are asked again on
 * the next page load. A choice made in another tab arrives through the `storage` event.
 */
export function rememberedChoice<Choice extends string>(
  key: string,
  parse: (stored: string | null) => Choice | null,
) {
  const listeners = new Set<() => void>()
  let thisPage: Choice | null = null

  const read = (): Choice | null => {
    try {
      return parse(window.localStorage.getItem(key)) ?? thisPage
    } catch {
      return thisPage
    }
  }

  const notify = () => {
    for (const listener of listeners) listener()
  }

  const save = (choice: Choice) => {
    thisPage = choice
    try {
      window.localStorage.setItem(key, choice)
    } catch {
      // Refused: kept for this page only (above).
    }
    notify()
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    window.addEventListener('storage', listener)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', listener)
    }
  }

  return { read, save, subscribe, notify }
}
