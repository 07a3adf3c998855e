import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import { AppStoreBadge } from '@/components/app-store-badge'
import { Button } from '@/components/ui/button'
import type { AgeRange, ScreenTimeOption } from '@/content/calculator'
import { calculatorCopy, type ResultLines } from '@/content/calculator-copy'
import { timing } from '@/content/product'
import { track } from '@/lib/analytics'
import { cn } from '@/lib/cn'
import { calculateScreenTime } from './calculator-maths'
import { LifeGrid, lifeGridAlt } from './life-grid'
import { revealClass, revealState } from './reveal'
import { ShareResult } from './share-result'
import { useRevealSchedule } from './use-reveal-schedule'

type ResultsStepProps = {
  age: AgeRange
  screenTime: ScreenTimeOption
  /** Everything at once (reduced motion, or a result opened by its link), not on the schedule. */
  revealAtOnce: boolean
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onStartAgain: () => void
}

const copy = calculatorCopy.results

/** The order lines appear in, matching `timing.resultRevealDelaysS`. */
const order = { figures: 0, life: 3, aside: 4, invitation: 5 } as const

const summaryOf = ({ figures, life, aside, invitation }: ResultLines) =>
  [
    ...figures.map((line) => `${line.before} ${line.value} ${line.unit} ${line.after}`),
    life,
    aside,
    invitation,
  ].join(' ')

/**
 * The results, revealed line by line on the spec's schedule. Screen readers get all six lines
 * once: as the heading's description when focus lands on it, and as one visually hidden
 * paragraph. The staged lines themselves are hidden from them, so nothing is announced six times.
 */
export function ResultsStep({
  age,
  screenTime,
  revealAtOnce,
  headingRef,
  onStartAgain,
}: ResultsStepProps) {
  const summaryId = useId()
  const result = calculateScreenTime(age, screenTime)
  const lines = copy.lines({ screenTime, ...result })
  const { revealed, complete, revealAll } = useRevealSchedule(
    timing.resultRevealDelaysS,
    revealAtOnce,
  )
  const shown = (index: number) => index < revealed

  const recorded = useRef(false)
  useEffect(() => {
    // The guard keeps StrictMode's development double effect from recording twice.
    if (recorded.current) return
    recorded.current = true
    track('view_results', {
      age_range: age.id,
      screen_time: screenTime.id,
      yearly_hours: result.yearlyHours,
      yearly_days: result.yearlyDays,
      lifetime_years: result.lifetimeYears,
    })
  }, [age.id, screenTime.id, result.yearlyHours, result.yearlyDays, result.lifetimeYears])

  return (
    <div className="mt-6 sm:mt-8">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-4">
        <h2
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={summaryId}
          className="text-title font-extrabold outline-none"
        >
          {copy.heading}
        </h2>
        {complete ? null : (
          <ShowAllButton onClick={revealAll} returnFocusTo={headingRef}>
            {copy.showAll}
          </ShowAllButton>
        )}
      </div>
      <p id={summaryId} className="sr-only">
        {`${summaryOf(lines)} ${lifeGridAlt(result.ageMidpoint, result.lifetimeYears)}.`}
      </p>

      <div aria-hidden="true">
        <div className="mt-8 grid gap-3 sm:gap-4 md:grid-cols-3">
          {lines.figures.map((line, index) => (
            <p
              key={line.unit}
              data-state={revealState(shown(order.figures + index))}
              className={cn('flex flex-col rounded-2xl bg-grass-deep p-5 sm:p-6', revealClass)}
            >
              <span className="text-meadow">{line.before}</span>
              <span className="my-2 flex flex-wrap items-baseline gap-x-2 font-display font-extrabold tracking-tight text-sun">
                <span className="text-6xl leading-none lg:text-7xl">{line.value}</span>
                <span className="text-2xl lg:text-3xl">{line.unit}</span>
              </span>
              <span className="text-meadow">{line.after}</span>
            </p>
          ))}
        </div>
        <div className="mt-8 grid items-center gap-8 sm:mt-10 md:grid-cols-[1fr_auto] md:gap-12">
          <div className="max-w-2xl space-y-5 font-display text-xl font-extrabold sm:text-3xl">
            <p data-state={revealState(shown(order.life))} className={revealClass}>
              {lines.life}
            </p>
            <p data-state={revealState(shown(order.aside))} className={revealClass}>
              {lines.aside}
            </p>
          </div>
          <LifeGrid
            ageMidpoint={result.ageMidpoint}
            lifetimeYears={result.lifetimeYears}
            shown={shown(order.life)}
          />
        </div>
      </div>

      <div
        data-state={revealState(shown(order.invitation))}
        className={cn(
          'mt-8 flex flex-col items-start gap-5 rounded-2xl bg-chalk p-5 text-soil sm:mt-10 sm:p-6 md:flex-row md:items-center md:justify-between',
          revealClass,
          // Invisible, not only transparent, so the badge cannot be focused before it shows.
          'data-[state=hidden]:invisible',
        )}
      >
        <p aria-hidden="true" className="max-w-xl text-lead">
          {lines.invitation}
        </p>
        <AppStoreBadge location="screentime-calculator" className="shrink-0" />
      </div>

      <div className="mt-8 flex flex-col items-start gap-6 sm:mt-10 sm:flex-row sm:justify-between">
        <ShareResult age={age.id} hours={screenTime.id} />
        {/* In line with the share buttons, under the share row's label. */}
        <Button variant="secondary" onClick={onStartAgain} className="sm:mt-10">
          {copy.startAgain}
        </Button>
      </div>
    </div>
  )
}

type ShowAllButtonProps = {
  onClick: () => void
  returnFocusTo: React.RefObject<HTMLElement | null>
  children: React.ReactNode
}

function ShowAllButton({ onClick, returnFocusTo, children }: ShowAllButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    const button = ref.current
    const fallback = returnFocusTo.current
    // This button goes once everything is shown. If it had focus, focus would fall to the page
    // body; hand it to the heading instead. A layout effect's cleanup runs while the button is
    // still in the document, so it can still tell whether it was focused.
    return () => {
      if (button && document.activeElement === button) fallback?.focus()
    }
  }, [returnFocusTo])

  return (
    <Button ref={ref} variant="sun" onClick={onClick} className="shrink-0">
      {children}
    </Button>
  )
}
