import { useEffect, useState } from 'react'

/**
 * Staged reveal: line n appears `delaysS[n]` seconds after mount. `immediate` (reduced motion)
 * or `revealAll` (the "show all now" control) show everything at once.
 */
export function useRevealSchedule(delaysS: readonly number[], immediate: boolean) {
  const total = delaysS.length
  const [scheduled, setScheduled] = useState(0)
  const [skipped, setSkipped] = useState(false)
  const done = immediate || skipped

  useEffect(() => {
    if (done) return
    const timers = delaysS.map((delay, index) =>
      setTimeout(() => setScheduled((count) => Math.max(count, index + 1)), delay * 1000),
    )
    return () => timers.forEach(clearTimeout)
  }, [delaysS, done])

  const revealed = done ? total : scheduled
  return { revealed, complete: revealed === total, revealAll: () => setSkipped(true) }
}
