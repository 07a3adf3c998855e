import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { findWaitlistResult } from '@/content/waitlist-results'
import { seo } from '@/lib/seo'

/**
 * Where a waitlist email's links end (`/waitlist/confirmed`, `/waitlist/link-expired`, ...):
 * the functions answer the link, then redirect here. Not listed in the sitemap, not indexed.
 */
export const Route = createFileRoute('/waitlist/$result')({
  params: {
    parse: ({ result }) => {
      if (!findWaitlistResult(result)) throw notFound()
      return { result }
    },
    stringify: (params) => params,
  },
  // The copy loads with the page's own chunk, not in every page's entry (see the calculator's
  // result pages for why).
  loader: async ({ params }) => {
    const { waitlistResults, findWaitlistResult } = await import('@/content/waitlist-results')
    const result = findWaitlistResult(params.result)
    if (!result) throw notFound()
    return waitlistResults[result]
  },
  head: ({ loaderData }) =>
    loaderData ? seo({ title: loaderData.title, description: loaderData.body }) : {},
  component: WaitlistResultPage,
})

function WaitlistResultPage() {
  const { heading, body, action } = Route.useLoaderData()
  return (
    <section className="mx-auto flex max-w-page flex-col items-start px-5 py-20 sm:px-8 sm:py-28">
      <h1 className="text-display font-extrabold">{heading}</h1>
      <p className="mt-5 max-w-prose text-lead text-soil-muted">{body}</p>
      <Link
        to={action.to}
        hash={action.hash}
        className={buttonVariants({ size: 'lg', className: 'mt-8' })}
      >
        {action.text}
      </Link>
    </section>
  )
}
