import { Suspense, useRef, useState } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { waitlistCopy } from '@/content/waitlist'
import { track } from '@/lib/analytics'
import type { AnalyticsEvents } from '@/lib/analytics-events'
import { cn } from '@/lib/cn'
import { lazyComponent } from '@/lib/lazy-component'

const loadDialog = () => import('./waitlist-dialog')
const WaitlistDialog = lazyComponent(() => loadDialog().then((module) => module.WaitlistDialog))

type WaitlistButtonProps = {
  location: AnalyticsEvents['android_waitlist_click']['location']
  className?: string
}

/**
 * Opens the waitlist panel. Its code (dialog, form library, schema) is fetched on first intent,
 * so none of it is in the page's first load.
 */
export function WaitlistButton({ location, className }: WaitlistButtonProps) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), className)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          track('android_waitlist_click', { location })
          setRequested(true)
          setOpen(true)
        }}
      >
        {waitlistCopy.openButton}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <WaitlistDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  )
}
