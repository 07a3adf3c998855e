import type { PagePath } from './pages'

/** A link inside prose: to one of our pages, or to an external https address. */
export type RichLink = { text: string; to: PagePath } | { text: string; href: `https://${string}` }

/** A paragraph: one string, or runs of text and links. */
export type RichParagraph = string | readonly (string | RichLink)[]

/** The paragraph's words without markup, for meta tags and structured data. */
export function plainText(paragraph: RichParagraph) {
  return typeof paragraph === 'string'
    ? paragraph
    : paragraph.map((run) => (typeof run === 'string' ? run : run.text)).join('')
}
