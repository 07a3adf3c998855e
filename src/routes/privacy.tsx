import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/components/layout/legal-page'
import { pages } from '@/content/pages'
import { privacy } from '@/content/privacy'
import { seo } from '@/head/seo'

const page = pages.privacy

export const Route = createFileRoute('/privacy')({
  head: () => seo(page),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <LegalPage title={page.heading} lead={page.lead} document={privacy} />
}
