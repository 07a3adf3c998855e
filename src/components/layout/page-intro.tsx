import { cn } from '@/lib/cn'

type PageIntroProps = {
  eyebrow?: string
  title: string
  lead: React.ReactNode
  className?: string
}

/** The top of every inner page: one h1 and the sentence that says what the page is for. */
export function PageIntro({ eyebrow, title, lead, className }: PageIntroProps) {
  return (
    <div className={cn('mx-auto max-w-page px-5 pt-12 sm:px-8 sm:pt-20', className)}>
      {eyebrow ? (
        <p className="mb-3 font-display text-sm font-extrabold tracking-widest text-grass uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="max-w-4xl text-display font-extrabold">{title}</h1>
      <p className="mt-5 max-w-prose text-lead text-soil-muted">{lead}</p>
    </div>
  )
}
