import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  type OpenedDialogProps,
} from '@/components/ui/dialog'
import { CloseIcon, LeafIcon } from '@/components/ui/icons'
import { helpSearchEntry, primaryNav } from '@/content/pages'
import { site } from '@/content/site'
import { floatingButtonClass } from './floating-button'
import { focusPageStart } from './page-arrival'

/** Full-screen navigation. Focus trapping and Escape come from the Radix dialog. */
export function MenuOverlay({ open, onOpenChange, returnFocusTo }: OpenedDialogProps) {
  const navigated = useRef(false)
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })

  // A page chosen here closes the menu once it has arrived, not at the press: closed at once,
  // focus went to the old page's heading for the moment the new one was still loading.
  const openOn = useRef(pathname)
  useEffect(() => {
    if (open && navigated.current && pathname !== openOn.current) onOpenChange(false)
    if (!open) openOn.current = pathname
  }, [open, pathname, onOpenChange])

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        overlayClassName="bg-grass-deep/60"
        className="on-dark inset-0 flex flex-col overflow-y-auto bg-grass text-chalk"
        returnFocusTo={returnFocusTo}
        onCloseAutoFocus={(event) => {
          // After choosing a page the reader belongs at its start (the route announcer does the
          // same once the page has changed, whichever comes last); otherwise back on the button.
          if (navigated.current) {
            event.preventDefault()
            focusPageStart(window.location.hash.slice(1))
          }
          navigated.current = false
        }}
      >
        {/* First in the DOM so Radix focuses it on open (it skips links); it sits where the menu button was. */}
        <DialogClose
          className={`${floatingButtonClass} bg-chalk text-grass [@media(max-height:20rem)]:m-4 [@media(max-height:20rem)]:self-end`}
        >
          <CloseIcon className="size-7" />
          <span className="sr-only">close menu</span>
        </DialogClose>
        <div className="mx-auto flex w-full max-w-page items-center px-5 pt-4 sm:px-8">
          <p className="inline-flex min-h-tap items-center font-display text-xl font-extrabold tracking-tight">
            {site.name}
          </p>
          <DialogTitle className="sr-only">menu</DialogTitle>
          <DialogDescription className="sr-only">site navigation</DialogDescription>
        </div>
        <nav aria-label="main" className="mx-auto w-full max-w-page flex-1 px-5 py-8 sm:px-8">
          <ul className="flex flex-col gap-1 sm:gap-2">
            {primaryNav.map((item) => (
              <li key={item.page.path}>
                <Link
                  to={item.page.path}
                  // A page stays current whatever its search params (the calculator keeps answers
                  // there) and on the pages under it (a result's page); home only on itself.
                  activeOptions={{ exact: item.page.path === '/', includeSearch: false }}
                  onClick={(event) => {
                    // A new tab or window leaves this page and the menu as they are.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                    navigated.current = true
                    // The page already shown has nothing to wait for.
                    if (item.page.path === pathname) onOpenChange(false)
                  }}
                  className="group inline-flex min-h-tap items-center gap-3 py-1 font-display text-nav font-extrabold lowercase decoration-sun decoration-4 underline-offset-8 hover:underline aria-[current=page]:text-sun aria-[current=page]:underline"
                >
                  <LeafIcon className="hidden size-8 shrink-0 text-sun group-aria-[current=page]:inline-block sm:size-10" />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          {/* Lands in the FAQ's search field (its id), which fetches the search on focus. */}
          <Link
            to={helpSearchEntry.page.path}
            hash={helpSearchEntry.id}
            onClick={() => {
              navigated.current = true
              onOpenChange(false)
            }}
            className="mt-8 inline-flex min-h-tap items-center gap-3 py-1 font-display text-xl font-extrabold lowercase underline decoration-sun decoration-2 underline-offset-4 hover:decoration-4"
          >
            {helpSearchEntry.label}
          </Link>
        </nav>
      </DialogContent>
    </Dialog>
  )
}
