/**
 * A choice the site remembers for the visitor in localStorage (their analytics answer, the
 * announcement they hid), as an external store for `useSyncExternalStore`. When the browser
 * refuses to keep it (cookies blocked or some private modes, where any use of storage throws; a
 * full quota), the choice holds for this page, over whatever was stored before: what the visitor
 * chose still takes effect, and they are asked again on the next page load. A choice made in
 * another tab arrives through the `storage` event.
 */
export function rememberedChoice<Choice extends string>(
  key: string,
  parse: (stored: string | null) => Choice | null,
) {
  const listeners = new Set<() => void>()
  /** A choice storage refused to keep. */
  let unsaved: Choice | null = null

  const read = (): Choice | null => {
    if (unsaved !== null) return unsaved
    try {
      return parse(window.localStorage.getItem(key))
    } catch {
      return null
    }
  }

  const notify = () => {
    for (const listener of listeners) listener()
  }

  const save = (choice: Choice) => {
    try {
      window.localStorage.setItem(key, choice)
      unsaved = null
    } catch {
      unsaved = choice
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
