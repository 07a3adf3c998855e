import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { seo } from '@/lib/seo'

const page = pages.calculator

export const Route = createFileRoute('/screentime-calculator')({
  head: () => seo(page),
  component: CalculatorPage,
})

function CalculatorPage() {
  return <PageIntro title={page.heading} lead={page.lead} />
}
