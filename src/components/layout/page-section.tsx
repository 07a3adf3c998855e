type PageSectionProps = {
  /** The heading's id, which names the section for assistive technology and links (#id). */
  id: string
  title: React.ReactNode
  /** The paragraph under the heading, if the section has one. */
  lead?: React.ReactNode
  className?: string
  children?: React.ReactNode
}

/** A titled section of a page: a display heading that labels it, and its lead. */
export function PageSection({ id, title, lead, className, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-display font-extrabold">
        {title}
      </h2>
      {lead ? <p className="mt-4 max-w-prose text-lead text-soil-muted">{lead}</p> : null}
      {children}
    </section>
  )
}
