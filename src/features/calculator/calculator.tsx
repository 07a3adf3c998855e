import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { ageRanges, screenTimeOptions } from '@/content/calculator'
import { calculatorCopy } from '@/content/calculator-copy'
import { timing } from '@/content/product'
import { track } from '@/lib/analytics'
import { cn } from '@/lib/cn'
import { CalculatorProgress } from './calculator-progress'
import { findAgeRange, findScreenTime, type CalculatorSearch } from './calculator-search'
import { MeadowEdge } from './meadow-edge'
import { OptionStep } from './option-step'
import { ResultsStep } from './results-step'
import { useReducedMotion } from '@/lib/use-reduced-motion'

type CalculatorProps = {
  /** The answers so far, from the URL. */
  answers: CalculatorSearch
  /**
   * The page was prerendered with these answers (a result's own page), so they show from the
   * first paint, all at once, instead of waiting for hydration.
   */
  answersInHtml?: boolean
  /** Moves to the step these answers lead to (a new history entry, so back steps back). */
  onAnswersChange: (answers: CalculatorSearch) => void
}

/** Age, then daily phone time, then the results. Which step shows follows from the answers. */
export function Calculator({ answers, answersInHtml = false, onAnswersChange }: CalculatorProps) {
  // The calculator's own page is prerendered at the first question, whatever the URL says.
  // Hydrate exactly that, then show the step the URL asks for; rendering it straight away would
  // not match the HTML. A result's page has its answers in the HTML already.
  const hydrated = useHydrated()
  const age = hydrated || answersInHtml ? findAgeRange(answers.age) : undefined
  const screenTime = age ? findScreenTime(answers.hours) : undefined
  const step = !age ? 0 : !screenTime ? 1 : 2

  const reducedMotion = useReducedMotion()
  const transitionMs = reducedMotion ? 0 : timing.stepTransitionMs
  const [animateEntry, setAnimateEntry] = useState(false)
  const go = (next: CalculatorSearch) => {
    setAnimateEntry(true)
    onAnswersChange(next)
  }

  // Every step change after the first render (a choice, start again, the back button) moves
  // focus to the new question, so keyboard and screen reader users land where the page changed.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousStep = useRef<number | null>(null)
  useEffect(() => {
    if (!hydrated) return
    if (previousStep.current !== null && previousStep.current !== step) {
      headingRef.current?.focus()
    }
    previousStep.current = step
  }, [hydrated, step])

  return (
    <section
      aria-label={calculatorCopy.label}
      className={cn(
        'relative overflow-hidden rounded-card p-5 pb-14 shadow-card transition-colors duration-500 ease-out sm:p-10 sm:pb-16 lg:p-12 lg:pb-20',
        step === 2 ? 'on-dark bg-grass text-chalk' : 'bg-meadow',
      )}
    >
      <CalculatorProgress step={step} onDark={step === 2} />
      {!age ? (
        <OptionStep
          key="age"
          {...calculatorCopy.age}
          options={ageRanges}
          onChoose={(id) => track('select_age_range', { age_range: id })}
          onCommit={(id) => go({ age: id })}
          transitionMs={transitionMs}
          animateEntry={animateEntry}
          headingRef={headingRef}
          gridClassName="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5 [&>li:last-child]:col-span-2 sm:[&>li:last-child]:col-span-1"
        >
          <noscript>
            <p className="on-light mt-4 rounded-2xl bg-sun-soft p-4 text-soil">
              {calculatorCopy.noscript}
            </p>
          </noscript>
        </OptionStep>
      ) : !screenTime ? (
        <OptionStep
          key="screen-time"
          {...calculatorCopy.screenTime}
          options={screenTimeOptions}
          onChoose={(id) => track('select_screen_time', { screen_time: id })}
          onCommit={(id) => go({ age: age.id, hours: id })}
          transitionMs={transitionMs}
          animateEntry={animateEntry}
          headingRef={headingRef}
          gridClassName="grid-cols-2 sm:grid-cols-3"
        />
      ) : (
        <ResultsStep
          key={`${age.id}/${screenTime.id}`}
          age={age}
          screenTime={screenTime}
          // Results arrived at by answering are revealed line by line; a result opened by its
          // link (nothing answered here yet) is shown whole, as its prerendered page is.
          revealAtOnce={reducedMotion || !animateEntry}
          headingRef={headingRef}
          onStartAgain={() => go({})}
        />
      )}
      <MeadowEdge
        className={cn(
          'transition-colors duration-500 ease-out',
          step === 2 ? 'text-grass-deep' : 'text-meadow-deep',
        )}
      />
    </section>
  )
}
