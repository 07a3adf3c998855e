import { Suspense } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { waitlistCopy } from '@/content/waitlist'
import { track } from '@/lib/analytics'
import type { AnalyticsEvents } from '@/lib/analytics-events'
import { cn } from '@/lib/cn'
import { lazyComponent } from '@/lib/lazy-component'
import { useIntentLoadedDialog } from '@/lib/use-intent-loaded-dialog'

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
  const dialog = useIntentLoadedDialog(loadDialog)

  return (
    <>
      <button
        {...dialog.triggerProps}
        className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), className)}
        onClick={() => {
          track('android_waitlist_click', { location })
          dialog.show()
        }}
      >
        {waitlistCopy.openButton}
      </button>
      {dialog.requested ? (
        <Suspense fallback={null}>
          <WaitlistDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusTo={dialog.triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  )
}
