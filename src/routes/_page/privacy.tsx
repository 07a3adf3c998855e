import { createFileRoute } from '@tanstack/react-router'
import privacy from 'virtual:content/privacy'
import { LegalPage } from '@/components/layout/legal-page'
import { pages } from '@/content/pages'
import { seo } from '@/head/seo'

const page = pages.privacy

export const Route = createFileRoute('/_page/privacy')({
  head: () => seo(page),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <LegalPage title={page.heading} lead={page.lead} document={privacy} />
}
