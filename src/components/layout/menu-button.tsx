import { Suspense, useRef, useState } from 'react'
import { MenuIcon } from '@/components/ui/icons'
import { lazyComponent } from '@/lib/lazy-component'
import { floatingButtonClass } from './floating-button'

const loadMenuOverlay = () => import('./menu-overlay')
const MenuOverlay = lazyComponent(() => loadMenuOverlay().then((module) => module.MenuOverlay))

/**
 * The floating menu button. The overlay's code (Radix dialog included) is fetched on first
 * intent (hover, focus or press) rather than with the page, which keeps about 12 KB gzip out
 * of every first load.
 */
export function MenuButton() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${floatingButtonClass} on-dark bg-grass text-chalk`}
        onPointerEnter={() => void loadMenuOverlay()}
        onFocus={() => void loadMenuOverlay()}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <MenuIcon className="size-7" />
        <span className="sr-only">menu</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MenuOverlay open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  )
}
