import { createFileRoute } from '@tanstack/react-router'
import accessibilityStatement from 'virtual:content/accessibility'
import { LegalPage } from '@/components/layout/legal-page'
import { pages } from '@/content/pages'
import { seo } from '@/head/seo'

const page = pages.accessibility

export const Route = createFileRoute('/_page/accessibility')({
  head: () => seo(page),
  component: AccessibilityPage,
})

function AccessibilityPage() {
  return <LegalPage title={page.heading} lead={page.lead} document={accessibilityStatement} />
}
