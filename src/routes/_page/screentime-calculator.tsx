import { createFileRoute, useHydrated, useParams } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { Calculator } from '@/features/calculator/calculator'
import {
  validateCalculatorSearch,
  type CalculatorSearch,
} from '@/features/calculator/calculator-search'

const page = pages.calculator

/**
 * The calculator, on its own page (the index route) and on each result's page (the
 * `$age/$hours` route). One component for both, so reaching the results keeps the calculator
 * mounted: the address becomes the result page's without a reload.
 */
export const Route = createFileRoute('/_page/screentime-calculator')({
  validateSearch: validateCalculatorSearch,
  component: CalculatorPage,
})

function CalculatorPage() {
  const search = Route.useSearch()
  const result = useParams({ from: '/_page/screentime-calculator/$age/$hours', shouldThrow: false })
  const navigate = Route.useNavigate()
  const hydrated = useHydrated()

  const answers: CalculatorSearch = result ?? search
  const show = (next: CalculatorSearch) =>
    next.age && next.hours
      ? navigate({
          to: '/screentime-calculator/$age/$hours',
          params: { age: next.age, hours: next.hours },
          search: {},
          resetScroll: false,
        })
      : navigate({ to: '/screentime-calculator', search: next, resetScroll: false })

  // A result's link from before it had a page (`?age=25-34&hours=3-4`) leads to that page.
  // Validated again: the router passes keys it does not know through from the raw URL, so an
  // unknown age must not reach the path.
  const legacy = result ? {} : validateCalculatorSearch(search)
  const legacyAge = legacy.age
  const legacyHours = legacy.hours
  useEffect(() => {
    if (!hydrated || !legacyAge || !legacyHours) return
    void navigate({
      to: '/screentime-calculator/$age/$hours',
      params: { age: legacyAge, hours: legacyHours },
      search: {},
      replace: true,
      resetScroll: false,
    })
  }, [hydrated, legacyAge, legacyHours, navigate])

  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="mx-auto max-w-page px-5 pt-10 sm:px-8 sm:pt-14">
        <Calculator
          answers={answers}
          answersInHtml={result !== undefined}
          onAnswersChange={(next) => void show(next)}
        />
      </div>
    </>
  )
}
