import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { Calculator } from '@/features/calculator/calculator'
import { validateCalculatorSearch } from '@/features/calculator/calculator-search'
import { seo } from '@/lib/seo'

const page = pages.calculator

export const Route = createFileRoute('/screentime-calculator')({
  validateSearch: validateCalculatorSearch,
  head: () => seo(page),
  component: CalculatorPage,
})

function CalculatorPage() {
  const answers = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="mx-auto max-w-page px-5 pt-10 sm:px-8 sm:pt-14">
        <Calculator
          answers={answers}
          onAnswersChange={(search) => void navigate({ search, resetScroll: false })}
        />
      </div>
    </>
  )
}
