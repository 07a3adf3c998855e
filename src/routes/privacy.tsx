import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { seo } from '@/lib/seo'

const page = pages.privacy

export const Route = createFileRoute('/privacy')({
  head: () => seo(page),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <PageIntro title={page.heading} lead={page.lead} />
}
