import { useAnimate } from 'motion/react-mini'
import { useEffect, useRef } from 'react'
import { PauseIcon, PlayIcon } from '@/components/ui/icons'
import { timing } from '@/content/product'
import { useReducedMotion } from '@/lib/use-reduced-motion'
import { useWordRotation } from './use-word-rotation'

type RotatingWordProps = {
  prefix: string
  words: readonly string[]
}

/** "end the" + a word that changes every 2 s with a short fade and slide (spec section 1). */
export function RotatingWord({ prefix, words }: RotatingWordProps) {
  const reducedMotion = useReducedMotion()
  const { index, playing, toggle } = useWordRotation({
    count: words.length,
    intervalMs: timing.wordRotationMs,
    autoStart: !reducedMotion,
  })
  const [scope, animate] = useAnimate<HTMLSpanElement>()
  const previousIndex = useRef(index)

  useEffect(() => {
    const leaving = previousIndex.current
    previousIndex.current = index
    if (leaving === index) return
    const offset = reducedMotion ? 0 : timing.wordOffsetPx
    const options = { duration: timing.wordTransitionS, ease: 'easeOut' } as const
    animate(
      `[data-word="${leaving}"]`,
      { opacity: [1, 0], transform: ['translateY(0px)', `translateY(${-offset}px)`] },
      options,
    )
    animate(
      `[data-word="${index}"]`,
      { opacity: [0, 1], transform: [`translateY(${offset}px)`, 'translateY(0px)'] },
      options,
    )
  }, [index, reducedMotion, animate])

  const sentence = `${prefix} ${words.slice(0, -1).join(', ')} and ${words.at(-1)}.`

  return (
    <p className="flex flex-wrap items-end gap-x-3 gap-y-2 font-display text-rotator font-extrabold">
      <span className="sr-only">{sentence}</span>
      <span aria-hidden="true">{prefix}</span>
      {/* Every word sits in the same grid cell, so the cell is as wide as the widest: nothing jumps.
          The animation's final styles stay inline, so an outgoing word stays hidden after its class changes. */}
      <span ref={scope} aria-hidden="true" className="inline-grid">
        {words.map((word, wordIndex) => (
          <span
            key={word}
            data-word={wordIndex}
            className={
              wordIndex === index
                ? 'col-start-1 row-start-1 whitespace-nowrap text-grass underline decoration-sun decoration-[0.14em] underline-offset-[0.16em]'
                : 'col-start-1 row-start-1 whitespace-nowrap text-grass underline decoration-sun decoration-[0.14em] underline-offset-[0.16em] opacity-0'
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
