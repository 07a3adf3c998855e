import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { waitlistSectionId } from '@/content/waitlist'
import { seo } from '@/head/seo'

/**
 * Where a waitlist email's links end (`/waitlist/confirmed`, `/waitlist/link-expired`, ...):
 * the functions answer the link, then redirect here. Not listed in the sitemap, not indexed.
 */
export const Route = createFileRoute('/_page/waitlist/$result')({
  // The copy, and the check that the name is one of them, load with the page's own chunk: route
  // options other than the component ship in every page's entry (see the calculator's result
  // pages), and the first-load budget has no room for them.
  loader: async ({ params }) => {
    const copy = (await import('@/content/waitlist-results')).waitlistResultCopy(params.result)
    if (!copy) throw notFound()
    return copy
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData) : {}),
  component: WaitlistResultPage,
})

function WaitlistResultPage() {
  const { heading, description, action } = Route.useLoaderData()
  return (
    <section className="mx-auto flex max-w-page flex-col items-start px-5 py-20 sm:px-8 sm:py-28">
      <h1 className="text-display font-extrabold">{heading}</h1>
      <p className="mt-5 max-w-prose text-lead text-soil-muted">{description}</p>
      <Link
        to={action.to === 'home' ? '/' : '/download'}
        hash={action.to === 'home' ? undefined : waitlistSectionId}
        className={buttonVariants({ size: 'lg', className: 'mt-8' })}
      >
        {action.text}
      </Link>
    </section>
  )
}
