import { Suspense } from 'react'
import { MenuIcon } from '@/components/ui/icons'
import { lazyComponent } from '@/lib/lazy-component'
import { useIntentLoadedDialog } from '@/lib/use-intent-loaded-dialog'
import { floatingButtonClass } from './floating-button'

const loadMenuOverlay = () => import('./menu-overlay')
const MenuOverlay = lazyComponent(() => loadMenuOverlay().then((module) => module.MenuOverlay))

/**
 * The floating menu button. The overlay's code (Radix dialog included) is fetched on first
 * intent rather than with the page, which keeps about 12 KB gzip out of every first load.
 */
export function MenuButton() {
  const menu = useIntentLoadedDialog(loadMenuOverlay)

  return (
    <>
      <button
        {...menu.triggerProps}
        aria-expanded={menu.open}
        className={`${floatingButtonClass} on-dark bg-grass text-chalk`}
        onClick={menu.show}
      >
        <MenuIcon className="size-7" />
        <span className="sr-only">menu</span>
      </button>
      {menu.requested ? (
        <Suspense fallback={null}>
          <MenuOverlay
            open={menu.open}
            onOpenChange={menu.setOpen}
            returnFocusTo={menu.triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  )
}
