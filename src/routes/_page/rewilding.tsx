import { Link, createFileRoute } from '@tanstack/react-router'
import donations from 'virtual:content/donations'
import { PageSection } from '@/components/layout/page-section'
import { PageIntro } from '@/components/layout/page-intro'
import { richLinkClass } from '@/components/rich-text'
import { StepCard } from '@/components/step-card'
import { totalDonatedPence, totalLandSquareMetres } from '@/content/donation-totals'
import { pages } from '@/content/pages'
import { rewildingCopy } from '@/content/rewilding'
import { formatGbp } from '@/lib/format'
import { seo } from '@/head/seo'
import { DonationCard } from '../-components/donation-card'

const page = pages.rewilding

export const Route = createFileRoute('/_page/rewilding')({
  head: () => seo(page),
  component: RewildingPage,
})

function RewildingPage() {
  const { how, history } = rewildingCopy
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />

      <div className="mx-auto max-w-page px-5 sm:px-8">
        <section
          aria-label={rewildingCopy.totalRegionLabel}
          className="on-dark mt-10 grid gap-8 rounded-card bg-grass p-8 text-chalk sm:mt-14 sm:p-12 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-end"
        >
          <div>
            <p className="font-display text-hero font-extrabold text-sun tabular-nums">
              {formatGbp(totalDonatedPence(donations))}
            </p>
            <p className="mt-3 text-lead">{rewildingCopy.totalLabel}</p>
          </div>
          <dl className="grid grid-cols-2 gap-6 border-t border-chalk/25 pt-6 md:border-t-0 md:border-l md:pt-0 md:pl-8">
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-meadow">{rewildingCopy.donationsLabel(donations.length)}</dt>
              <dd className="font-display text-title font-extrabold">{donations.length}</dd>
            </div>
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-meadow">{rewildingCopy.landLabel}</dt>
              <dd className="font-display text-title font-extrabold">
                {totalLandSquareMetres(donations)} m²
              </dd>
            </div>
          </dl>
        </section>

        <PageSection id="how-it-works" className="mt-section" title={how.title}>
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {how.steps.map((step, index) => (
              <StepCard key={step.title} step={index + 1} title={step.title} className="bg-meadow">
                {step.text}
              </StepCard>
            ))}
          </ol>
          <p className="mt-6">
            <Link to="/faq" hash={rewildingCopy.faqPrompt.hash} className={richLinkClass}>
              {rewildingCopy.faqPrompt.text}
            </Link>
          </p>
        </PageSection>

        <PageSection
          id="donation-history"
          className="mt-section"
          title={history.title}
          lead={history.lead}
        >
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {donations.map((donation) => (
              <li key={`${donation.date}-${donation.imageUrl}`}>
                <DonationCard donation={donation} />
              </li>
            ))}
          </ul>
        </PageSection>
      </div>
    </>
  )
}
