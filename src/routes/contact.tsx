import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { seo } from '@/lib/seo'

const page = pages.contact

export const Route = createFileRoute('/contact')({
  head: () => seo(page),
  component: ContactPage,
})

function ContactPage() {
  return <PageIntro title={page.heading} lead={page.lead} />
}
