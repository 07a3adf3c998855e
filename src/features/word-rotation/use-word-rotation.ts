import { useEffect, useState } from 'react'

export function nextWordIndex(index: number, count: number) {
  return (index + 1) % count
}

type Options = {
  count: number
  intervalMs: number
  /** Whether to start rotating after hydration; false under reduced motion. */
  autoStart: boolean
}

/**
 * Cycles through `count` words every `intervalMs`, wrapping to the first. The timer runs in an
 * effect, so the prerendered page shows the first word; it can be paused and resumed.
 */
export function useWordRotation({ count, intervalMs, autoStart }: Options) {
  const [index, setIndex] = useState(0)
  // Until the visitor presses pause or play, the preference decides.
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = choice ?? autoStart

  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => {
      setIndex((current) => nextWordIndex(current, count))
    }, intervalMs)
    return () => window.clearInterval(timer)
  }, [playing, count, intervalMs])

  return { index, playing, toggle: () => setChoice(!playing) }
}
