import { Link } from '@tanstack/react-router'
import type { RichParagraph } from '@/content/rich-text'

export const richLinkClass =
  'font-medium text-grass underline decoration-grass/40 underline-offset-4 hover:decoration-grass'

/** The runs of a paragraph from content, with its links as real links. */
export function RichText({ paragraph }: { paragraph: RichParagraph }) {
  if (typeof paragraph === 'string') return paragraph
  return paragraph.map((run, index) => {
    if (typeof run === 'string') return run
    return 'to' in run ? (
      <Link key={index} to={run.to} className={richLinkClass}>
        {run.text}
      </Link>
    ) : (
      <a key={index} href={run.href} className={richLinkClass}>
        {run.text}
      </a>
    )
  })
}
