import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { notFoundPage } from '@/content/pages'
import { goLive } from '@/lib/loading/held-actions'

export function NotFound() {
  // An address no page has is rendered beside the pages' layout, so it goes live itself.
  useEffect(goLive, [])
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
