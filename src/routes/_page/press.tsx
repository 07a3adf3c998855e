import { Link, createFileRoute } from '@tanstack/react-router'
import pressFacts from 'virtual:content/press-facts'
import { PageSection } from '@/components/layout/page-section'
import { PageIntro } from '@/components/layout/page-intro'
import { richLinkClass } from '@/components/rich-text'
import { ageRanges, screenTimeOptions } from '@/content/calculator'
import { pages } from '@/content/pages'
import { calculatorMethod, pressCopy } from '@/content/press'
import { calculateScreenTime } from '@/features/calculator/calculator-maths'
import { seo } from '@/head/seo'
import { PressAssets } from '../-components/press-assets'
import { PressPeople } from '../-components/press-people'

const page = pages.press

// The worked example, from the calculator's own options and maths.
const exampleAge = ageRanges[1]
const exampleHours = screenTimeOptions[3]
const calculator = calculatorMethod({
  ageRange: exampleAge.range,
  hoursRange: exampleHours.range,
  ...calculateScreenTime(exampleAge, exampleHours),
})

export const Route = createFileRoute('/_page/press')({
  head: () => seo(page),
  component: PressPage,
})

const sections = [
  { id: 'facts', label: pressCopy.facts.title },
  { id: 'assets', label: pressCopy.assets.title },
  { id: 'people', label: pressCopy.people.title },
] as const

function PressPage() {
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="mx-auto max-w-page px-5 sm:px-8">
        <nav aria-label="on this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-tap items-center rounded-full border-2 border-transparent bg-meadow px-4 font-display font-extrabold hover:bg-meadow-deep dark:border-chalk-line"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <PageSection
          id="facts"
          className="mt-12 scroll-mt-8 sm:mt-16"
          title={pressCopy.facts.title}
          lead={pressCopy.facts.lead}
        >
          <dl className="mt-8 divide-y divide-chalk-line rounded-card bg-chalk px-6 shadow-card ring-1 ring-chalk-line sm:px-10">
            {pressFacts.map((fact) => (
              <div
                key={fact.label}
                className="grid gap-1 py-5 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8"
              >
                <dt className="font-display text-lg font-extrabold text-grass">{fact.label}</dt>
                <dd className="max-w-prose leading-relaxed">{fact.value}</dd>
              </div>
            ))}
          </dl>

          <div className="mt-6 rounded-card bg-sky p-6 sm:p-10">
            <h3 className="text-title font-extrabold">{pressCopy.calculator.title}</h3>
            <p className="mt-4 max-w-prose leading-relaxed">{calculator.method}</p>
            <p className="mt-4 max-w-prose leading-relaxed font-semibold">{calculator.example}</p>
            <p className="mt-4">
              <Link to={pages.calculator.path} className={richLinkClass}>
                {pressCopy.calculator.tryIt}
              </Link>
            </p>
          </div>
        </PageSection>

        <PressAssets />
        <PressPeople />
      </div>
    </>
  )
}
