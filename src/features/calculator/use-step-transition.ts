import { useEffect, useEffectEvent, useState } from 'react'

/**
 * Choosing an answer: the choice is held (so the step can show it and fade out), then after
 * `delayMs` it is committed. Later choices are ignored: one answer per step, however many taps.
 */
export function useStepTransition<Id extends string>(onCommit: (id: Id) => void, delayMs: number) {
  const [chosen, setChosen] = useState<Id | null>(null)
  const commit = useEffectEvent(onCommit)

  useEffect(() => {
    if (chosen === null) return
    const timer = setTimeout(() => commit(chosen), delayMs)
    return () => clearTimeout(timer)
  }, [chosen, delayMs])

  const choose = (id: Id) => setChosen((current) => current ?? id)
  return { chosen, choose }
}
