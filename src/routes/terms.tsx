import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { seo } from '@/lib/seo'

const page = pages.terms

export const Route = createFileRoute('/terms')({
  head: () => seo(page),
  component: TermsPage,
})

function TermsPage() {
  return <PageIntro title={page.heading} lead={page.lead} />
}
