import { useEffect } from 'react'
import { RichText } from '@/components/rich-text'
import { isLegalList, numberSections, type LegalBlock, type LegalDocument } from '@/content/legal'
import { focusPageStart } from './page-arrival'
import { PageIntro } from './page-intro'

type LegalPageProps = {
  title: string
  lead: string
  document: LegalDocument
}

const tocHeadingId = 'contents'

/**
 * Terms and privacy: a numbered table of contents, then numbered sections (h2) and
 * subsections (h3) whose ids are linkable. Calm type at a readable measure; prints without
 * the navigation, the contents list or the footer.
 */
export function LegalPage({ title, lead, document }: LegalPageProps) {
  const sections = numberSections(document)
  useFocusNamedHeading(
    sections.flatMap((section) => [section.id, ...section.subsections.map(({ id }) => id)]),
  )

  return (
    <article>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-page px-5 sm:px-8">
        <p className="mt-6 text-base text-soil-muted">
          Last updated <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
        </p>

        <div className="mt-10 lg:mt-14 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-labelledby={tocHeadingId}
            className="rounded-card bg-meadow p-6 sm:p-8 lg:sticky lg:top-8 lg:self-start lg:bg-transparent lg:p-0 print:hidden"
          >
            <h2 id={tocHeadingId} className="text-xl font-extrabold">
              Contents
            </h2>
            <ol className="mt-3 space-y-1 text-base lg:mt-4 lg:border-l-2 lg:border-chalk-line">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-tap items-center gap-3 py-1 underline-offset-4 hover:underline lg:-ml-0.5 lg:border-l-2 lg:border-transparent lg:pl-4 lg:hover:border-grass"
                  >
                    <span className="w-5 shrink-0 font-display font-extrabold text-grass tabular-nums">
                      {section.number}
                    </span>
                    <span>{` ${section.title}`}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-12 max-w-prose lg:mt-0 print:mt-0">
            {sections.map((section) => (
              <section
                key={section.id}
                aria-labelledby={section.id}
                className="border-t border-chalk-line pt-10 pb-4 first:border-t-0 first:pt-0"
              >
                <h2 id={section.id} className="text-title font-extrabold print:break-after-avoid">
                  {/* The space inside the title's text node: Chromium dropped a lone one and named
                      the heading "1.1Camera". */}
                  <span className="mr-2 text-grass">{`${section.number}.`}</span>
                  {` ${section.title}`}
                </h2>
                <Blocks blocks={section.section.intro ?? []} />
                {section.subsections.map((subsection) => (
                  <div key={subsection.id} className="mt-8">
                    <h3
                      id={subsection.id}
                      className="text-xl font-extrabold print:break-after-avoid"
                    >
                      <span className="mr-1 text-grass tabular-nums">{subsection.number}</span>
                      {` ${subsection.title}`}
                    </h3>
                    <Blocks blocks={subsection.subsection.body} />
                  </div>
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    </article>
  )
}

/**
 * A section's own address (`/privacy#5-1-location-data`, from a link elsewhere or the help
 * search) lands on its heading: scrolled into view and focused, on load and on every change of
 * hash. Arriving from another page in the app, the route announcer does the same.
 */
function useFocusNamedHeading(ids: readonly string[]) {
  const key = ids.join(' ')
  useEffect(() => {
    const known = new Set(key.split(' '))
    const focusNamed = () => {
      let id = ''
      try {
        id = decodeURIComponent(window.location.hash.slice(1))
      } catch {
        return
      }
      if (known.has(id)) focusPageStart(id)
    }
    focusNamed()
    window.addEventListener('hashchange', focusNamed)
    return () => window.removeEventListener('hashchange', focusNamed)
  }, [key])
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    isLegalList(block) ? (
      <ul key={index} className="mt-4 list-disc space-y-2 pl-6 marker:text-grass">
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex} className="pl-1 leading-relaxed">
            <RichText paragraph={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={index} className="mt-4 leading-relaxed">
        <RichText paragraph={block} />
      </p>
    ),
  )
}
