import type terms from 'virtual:content/terms'
import { slugify } from '../lib/slug.ts'
import type { RichParagraph } from './rich-text'

/** A block of a legal text: a paragraph, or a list when every line of it starts with "- ". */
export type LegalBlock = RichParagraph | { list: readonly RichParagraph[] }

/**
 * A legal document (terms, privacy, accessibility; content/legal/*.yml). Section and subsection
 * numbers come from their order, and each heading's id from its number and title, so reordering
 * renumbers everything consistently.
 */
export type LegalDocument = typeof terms
export type LegalSection = LegalDocument['sections'][number]
export type LegalSubsection = NonNullable<LegalSection['subsections']>[number]

export function isLegalList(block: LegalBlock): block is { list: readonly RichParagraph[] } {
  return typeof block === 'object' && 'list' in block
}

export type NumberedHeading = { id: string; number: string; title: string }
export type NumberedSection = NumberedHeading & {
  section: LegalSection
  subsections: (NumberedHeading & { subsection: LegalSubsection })[]
}

/**
 * Numbers every section ("3") and subsection ("3.1") by position and gives each a stable,
 * linkable id such as "3-pricing-and-payments" or "3-1-subscriptions".
 */
export function numberSections(document: LegalDocument): NumberedSection[] {
  return document.sections.map((section, index) => {
    const number = String(index + 1)
    return {
      id: `${number}-${slugify(section.title)}`,
      number,
      title: section.title,
      section,
      subsections: (section.subsections ?? []).map((subsection, subIndex) => ({
        id: `${number}-${subIndex + 1}-${slugify(subsection.title)}`,
        number: `${number}.${subIndex + 1}`,
        title: subsection.title,
        subsection,
      })),
    }
  })
}
