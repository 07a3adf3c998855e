import { useLocation, type ErrorComponentProps } from '@tanstack/react-router'
import { buttonVariants } from '@/components/ui/button'
import { errorPage } from '@/content/pages'

/**
 * Every route's error page (the router's `defaultErrorComponent`): usually a page's code that
 * did not load after a new deploy, so both ways out are full page loads, which fetch the
 * current build, not router navigations.
 */
export function RouteError(_props: ErrorComponentProps) {
  const location = useLocation()
  return (
    <section className="mx-auto flex max-w-page flex-col items-start px-5 py-20 sm:px-8 sm:py-28">
      <h1 className="text-display font-extrabold">{errorPage.title}</h1>
      <p className="mt-5 max-w-prose text-lead text-soil-muted">{errorPage.body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={location.href} className={buttonVariants({ size: 'lg' })}>
          {errorPage.retry}
        </a>
        <a href="/" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {errorPage.home}
        </a>
      </div>
    </section>
  )
}
