import { useEffect, useRef } from 'react'
import { PauseIcon, PlayIcon } from '@/components/ui/icons'
import { timing } from '@/content/product'
import { onDemand } from '@/lib/loading/on-demand'
import { useReducedMotion } from '@/lib/use-reduced-motion'
import { useWordRotation } from './use-word-rotation'

type RotatingWordProps = {
  prefix: string
  words: readonly string[]
}

// motion's animate() is fetched once the words start moving, not with the page: the first change
// comes 2 s after hydration, and under reduced motion none comes unless the visitor presses play.
// If it cannot load, the words change without the fade, and the next change tries again.
const motion = onDemand(() => import('motion/mini'))
const loadAnimate = () =>
  motion.load().then(
    (module) => module.animate,
    () => undefined,
  )

/** "end the" + a word that changes every 2 s with a short fade and slide (spec section 1). */
export function RotatingWord({ prefix, words }: RotatingWordProps) {
  const reducedMotion = useReducedMotion()
  const { index, playing, toggle } = useWordRotation({
    count: words.length,
    intervalMs: timing.wordRotationMs,
    autoStart: !reducedMotion,
  })
  const wordsRef = useRef<HTMLSpanElement>(null)
  const previousIndex = useRef(index)

  useEffect(() => {
    if (playing) void loadAnimate()
  }, [playing])

  useEffect(() => {
    const leaving = previousIndex.current
    previousIndex.current = index
    const container = wordsRef.current
    if (leaving === index || !container) return
    let current = true
    const offset = reducedMotion ? 0 : timing.wordOffsetPx
    const options = { duration: timing.wordTransitionS, ease: 'easeOut' } as const
    const word = (wordIndex: number) => container.querySelectorAll(`[data-word="${wordIndex}"]`)
    void loadAnimate().then((animate) => {
      if (!current || !animate) return
      animate(
        word(leaving),
        { opacity: [1, 0], transform: ['translateY(0px)', `translateY(${-offset}px)`] },
        options,
      )
      animate(
        word(index),
        { opacity: [0, 1], transform: [`translateY(${offset}px)`, 'translateY(0px)'] },
        options,
      )
    })
    return () => {
      current = false
    }
  }, [index, reducedMotion])

  const sentence = `${prefix} ${words.slice(0, -1).join(', ')} and ${words.at(-1)}.`

  return (
    <p className="flex flex-wrap items-end gap-x-3 gap-y-2 font-display text-rotator font-extrabold">
      <span className="sr-only">{sentence}</span>
      <span aria-hidden="true">{prefix}</span>
      {/* Every word sits in the same grid cell, so the cell is as wide as the widest: nothing jumps.
          The animation's final styles stay inline, so an outgoing word stays hidden after its class changes.
          The words may wrap (and break, as a last resort) so wider text spacing never scrolls sideways (1.4.12). */}
      <span ref={wordsRef} aria-hidden="true" className="inline-grid max-w-full">
        {words.map((word, wordIndex) => (
          <span
            key={word}
            data-word={wordIndex}
            className={
              wordIndex === index
                ? 'col-start-1 row-start-1 [overflow-wrap:anywhere] text-grass underline decoration-sun decoration-[0.14em] underline-offset-[0.16em]'
                : 'col-start-1 row-start-1 [overflow-wrap:anywhere] text-grass underline decoration-sun decoration-[0.14em] underline-offset-[0.16em] opacity-0'
            }
          >
            {word}
          </span>
        ))}
      </span>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={!playing}
        className="mb-1 inline-flex size-tap items-center justify-center rounded-full border-2 border-soil/20 text-soil-muted hover:border-soil hover:text-soil"
      >
        {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
        <span className="sr-only">pause the changing word</span>
      </button>
    </p>
  )
}
