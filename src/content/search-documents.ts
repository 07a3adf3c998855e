import type { FaqGroup } from './faq.ts'
import { isLegalList, numberSections, type LegalBlock, type LegalDocument } from './legal.ts'
import { pages, type PagePath } from './pages.ts'
import type { Fact } from './press.ts'
import { plainText } from './rich-text.ts'
import type { SearchDocument } from './search-text.ts'

/** What the help search reads: the same checked content the pages are built from. */
export type SearchableContent = {
  faqGroups: readonly FaqGroup[]
  pressFacts: readonly Fact[]
  legal: { terms: LegalDocument; privacy: LegalDocument; accessibility: LegalDocument }
}

/** How a result says which document it is in. */
export const documentNames = {
  faq: 'faq',
  privacy: 'privacy policy',
  terms: 'terms of service',
  accessibility: 'accessibility statement',
  press: 'press · fact sheet',
} as const

/** The press page's fact sheet section, which the facts land on (they have no ids of their own). */
export const pressFactsAnchor = 'facts'

const blockText = (blocks: readonly LegalBlock[]) =>
  blocks
    .map((block) => (isLegalList(block) ? block.list.map(plainText).join(' ') : plainText(block)))
    .join(' ')

/**
 * Every answer on the site as one search document: each FAQ question, each legal section's
 * opening text and each of its subsections, and each press fact. Built at build time
 * (vite-plugin-content), so a question added in content/ is searchable with the next build.
 */
export function searchDocuments(content: SearchableContent): SearchDocument[] {
  const documents: Omit<SearchDocument, 'id'>[] = []
  for (const group of content.faqGroups) {
    for (const item of group.items) {
      documents.push({
        url: `${pages.faq.path}#${item.id}`,
        title: item.question,
        where: `${documentNames.faq} · ${group.title}`,
        text: item.answer.map(plainText).join(' '),
      })
    }
  }
  const legal: [keyof SearchableContent['legal'], PagePath][] = [
    ['privacy', pages.privacy.path],
    ['terms', pages.terms.path],
    ['accessibility', pages.accessibility.path],
  ]
  for (const [name, path] of legal) {
    for (const section of numberSections(content.legal[name])) {
      const intro = blockText(section.section.intro ?? [])
      if (intro || section.subsections.length === 0) {
        documents.push({
          url: `${path}#${section.id}`,
          title: section.title,
          where: documentNames[name],
          text: intro,
        })
      }
      for (const subsection of section.subsections) {
        documents.push({
          url: `${path}#${subsection.id}`,
          title: subsection.title,
          where: `${documentNames[name]} · ${section.title.toLowerCase()}`,
          text: blockText(subsection.subsection.body),
        })
      }
    }
  }
  for (const fact of content.pressFacts) {
    documents.push({
      url: `${pages.press.path}#${pressFactsAnchor}`,
      title: fact.label,
      where: documentNames.press,
      text: fact.value,
    })
  }
  return documents.map((document, id) => ({ id, ...document }))
}
