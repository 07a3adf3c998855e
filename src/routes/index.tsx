import { createFileRoute } from '@tanstack/react-router'
import { pages } from '@/content/pages'
import { site } from '@/content/site'
import { seo } from '@/lib/seo'
import { homeStructuredData } from '@/lib/structured-data'

const page = pages.home

export const Route = createFileRoute('/')({
  head: () => ({ ...seo(page), scripts: [homeStructuredData()] }),
  component: HomePage,
})

function HomePage() {
  return (
    <section className="mx-auto max-w-page px-5 pt-12 sm:px-8 sm:pt-20">
      <h1 className="text-hero font-extrabold">
        {page.heading} <span className="text-grass">{site.name}</span>
      </h1>
      <p className="mt-5 max-w-prose text-lead text-soil-muted">{page.lead}</p>
    </section>
  )
}
