import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { seo } from '@/lib/seo'

const page = pages.faq

export const Route = createFileRoute('/faq')({
  head: () => seo(page),
  component: FaqPage,
})

function FaqPage() {
  return <PageIntro title={page.heading} lead={page.lead} />
}
