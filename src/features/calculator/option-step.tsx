import { useId } from 'react'
import { LeafIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { useStepTransition } from './use-step-transition'

type Option<Id extends string> = { id: Id; range: string }

type OptionStepProps<Id extends string> = {
  question: string
  hint: string
  /** Said after each option's range: "25-34 years old", "3-4 hours". */
  unit: string
  options: readonly Option<Id>[]
  /** Runs at once when an option is chosen (analytics). */
  onChoose: (id: Id) => void
  /** Runs once the step has faded out. */
  onCommit: (id: Id) => void
  transitionMs: number
  animateEntry: boolean
  headingRef: React.Ref<HTMLHeadingElement>
  gridClassName: string
  children?: React.ReactNode
}

/** One question and its answers as big buttons; a choice fades the step out, then advances. */
export function OptionStep<Id extends string>({
  question,
  hint,
  unit,
  options,
  onChoose,
  onCommit,
  transitionMs,
  animateEntry,
  headingRef,
  gridClassName,
  children,
}: OptionStepProps<Id>) {
  const headingId = useId()
  const { chosen, choose } = useStepTransition(onCommit, transitionMs)
  const leaving = chosen !== null

  return (
    <div
      className={cn(
        'mt-6 transition-[opacity,translate] sm:mt-8',
        animateEntry && 'duration-500 ease-out starting:translate-y-3 starting:opacity-0',
        // Hold the chosen answer on screen for a beat, then fade through the rest of the wait.
        leaving && '-translate-y-2 opacity-0 delay-150 duration-350 ease-in',
      )}
    >
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-title font-extrabold outline-none"
      >
        {question}
      </h2>
      <p className="mt-2 text-soil-muted">{hint}</p>
      {children}
      <ul
        aria-labelledby={headingId}
        className={cn('mt-6 grid gap-3 sm:mt-8 sm:gap-4', gridClassName)}
      >
        {options.map((option) => {
          const isChosen = option.id === chosen
          return (
            <li key={option.id}>
              <button
                type="button"
                onClick={() => {
                  if (leaving) return
                  onChoose(option.id)
                  choose(option.id)
                }}
                className={cn(
                  'relative flex h-full min-h-24 w-full flex-col items-start justify-end rounded-2xl border-2 p-4 text-left shadow-card transition-[translate,background-color,border-color,opacity] duration-200 ease-out sm:min-h-32 sm:p-5',
                  isChosen
                    ? 'border-grass bg-grass text-chalk'
                    : 'border-soil-muted bg-chalk hover:-translate-y-0.5 hover:border-grass',
                  leaving && !isChosen && 'opacity-50',
                )}
              >
                <LeafIcon
                  className={cn(
                    'absolute top-3.5 right-3.5 size-6 transition-[opacity,scale] duration-200 ease-out',
                    isChosen ? 'scale-100 text-sun opacity-100' : 'scale-50 text-grass opacity-0',
                  )}
                />
                <span className="font-display text-4xl leading-none font-extrabold tracking-tight sm:text-5xl">
                  {option.range}
                </span>{' '}
                <span
                  className={cn(
                    'mt-1.5 text-sm sm:text-base',
                    isChosen ? 'text-meadow' : 'text-soil-muted',
                  )}
                >
                  {unit}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
