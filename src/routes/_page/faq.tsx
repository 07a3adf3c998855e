import { createFileRoute } from '@tanstack/react-router'
import faqGroups from 'virtual:content/faq'
import { PageIntro } from '@/components/layout/page-intro'
import { pages } from '@/content/pages'
import { FaqAccordion } from '@/features/faq/faq-accordion'
import { HelpSearch } from '@/features/search/help-search'
import { seo } from '@/head/seo'
import { FaqTopics } from '../-components/faq-topics'
import { StillStuck } from '../-components/still-stuck'

const page = pages.faq

export const Route = createFileRoute('/_page/faq')({
  head: () => seo(page),
  component: FaqPage,
})

function FaqPage() {
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="mx-auto max-w-page px-5 sm:px-8">
        <div className="mt-8">
          <HelpSearch />
        </div>
        <div className="mt-8">
          <FaqTopics groups={faqGroups} />
        </div>
        <div className="mt-14 sm:mt-20">
          <FaqAccordion groups={faqGroups} />
        </div>
        <StillStuck />
      </div>
    </>
  )
}
