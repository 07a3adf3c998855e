import { Link } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { notFoundPage } from '@/content/pages'

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-page flex-col items-start px-5 py-20 sm:px-8 sm:py-28">
      <p className="font-display text-8xl font-extrabold text-grass-bright" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-display font-extrabold">{notFoundPage.title}</h1>
      <p className="mt-5 max-w-prose text-lead text-soil-muted">
        this page does not exist. the grass, however, does. you could go and look at some.
      </p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        back to the homepage
      </Link>
    </section>
  )
}
