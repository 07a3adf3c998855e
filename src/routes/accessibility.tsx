import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/components/layout/legal-page'
import { accessibilityStatement } from '@/content/accessibility'
import { pages } from '@/content/pages'
import { seo } from '@/head/seo'

const page = pages.accessibility

export const Route = createFileRoute('/accessibility')({
  head: () => seo(page),
  component: AccessibilityPage,
})

function AccessibilityPage() {
  return <LegalPage title={page.heading} lead={page.lead} document={accessibilityStatement} />
}
