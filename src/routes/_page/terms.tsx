import { createFileRoute } from '@tanstack/react-router'
import terms from 'virtual:content/terms'
import { LegalPage } from '@/components/layout/legal-page'
import { pages } from '@/content/pages'
import { seo } from '@/head/seo'

const page = pages.terms

export const Route = createFileRoute('/_page/terms')({
  head: () => seo(page),
  component: TermsPage,
})

function TermsPage() {
  return <LegalPage title={page.heading} lead={page.lead} document={terms} />
}
