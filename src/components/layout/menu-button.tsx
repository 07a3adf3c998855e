import { useRef, useState } from 'react'
import { MenuIcon } from '@/components/ui/icons'
import { onDemand, useLoadAhead, useOnDemand } from '@/lib/loading/on-demand'
import { reloadToResume, useResumed } from '@/lib/loading/resume'
import { floatingButtonClass } from './floating-button'
import { sitePagesHref } from './site-footer'

const menuOverlay = onDemand(() => import('./menu-overlay'))
const resumeKey = 'menu'
// After a release took the overlay's code: the page loads again and opens the menu there; if
// that page cannot load it either, the list of every page in the footer.
const openAfterReload = () => reloadToResume(resumeKey) || window.location.assign(sitePagesHref)

/**
 * The floating menu button. The overlay's code (Radix dialog included) is fetched once the page
 * is live and idle, or on first intent if that comes sooner, never with the page. Without
 * JavaScript the button is a link to the footer's list of every page.
 */
export function MenuButton() {
  const menu = useOnDemand(menuOverlay, openAfterReload)
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { codeProps } = useLoadAhead(menuOverlay, 'menu-overlay')
  const Overlay = menu.module?.MenuOverlay
  useResumed(resumeKey, () => menu.run(() => setOpen(true)))

  return (
    <>
      <a
        href={sitePagesHref}
        className={`${floatingButtonClass} on-dark bg-grass text-chalk [@media(scripting:enabled)]:hidden`}
      >
        <MenuIcon className="size-7" />
        <span className="sr-only">menu</span>
      </a>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        {...codeProps}
        className={`${floatingButtonClass} on-dark bg-grass text-chalk [@media(scripting:none)]:hidden`}
        {...menu.intentProps}
        {...menu.pendingProps}
        onClick={() => menu.run(() => setOpen(true))}
      >
        <MenuIcon className="size-7" />
        <span className="sr-only">menu</span>
      </button>
      {Overlay ? <Overlay open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} /> : null}
    </>
  )
}
