import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { seo } from '@/lib/seo'

const page = pages.rewilding

export const Route = createFileRoute('/rewilding')({
  head: () => seo(page),
  component: RewildingPage,
})

function RewildingPage() {
  return <PageIntro title={page.heading} lead={page.lead} />
}
