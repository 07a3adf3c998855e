import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { seo } from '@/lib/seo'

const page = pages.download

export const Route = createFileRoute('/download')({
  head: () => seo(page),
  component: DownloadPage,
})

function DownloadPage() {
  return <PageIntro title={page.heading} lead={page.lead} />
}
