import { slugify } from '../lib/slug.ts'
import type { RichParagraph } from './rich-text'

/**
 * The shape of a legal document (terms, privacy, accessibility; content/legal/*.yml). Text is plain sentence-case strings; a
 * paragraph may mix in links. Section and subsection numbers come from their order, and each
 * heading's id from its number and title, so reordering renumbers everything consistently.
 */
export type LegalBlock = RichParagraph | { list: readonly RichParagraph[] }

export type LegalSubsection = {
  title: string
  body: readonly LegalBlock[]
}

export type LegalSection = {
  title: string
  /** Text before the first subsection. */
  intro?: readonly LegalBlock[]
  subsections?: readonly LegalSubsection[]
}

export type LegalDocument = {
  /** Shown as written, e.g. "February 18, 2025". */
  lastUpdated: string
  /** The same date for `<time dateTime>`. */
  lastUpdatedIso: string
  sections: readonly LegalSection[]
}

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
