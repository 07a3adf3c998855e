import { useEffect, useRef, useState } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { waitlistCopy, waitlistPageHref } from '@/content/waitlist'
import { track } from '@/lib/analytics'
import type { AnalyticsEvents } from '@/lib/analytics-events'
import { cn } from '@/lib/cn'
import { onDemand, useLoadAhead, useOnDemand } from '@/lib/loading/on-demand'
import { reloadToResume, useResumed } from '@/lib/loading/resume'

const waitlistDialog = onDemand(() => import('./waitlist-dialog'))
/** The dialog's form resumes under the same key (waitlist-form). */
export const waitlistDialogKey = 'waitlist-dialog'
// After a release took the dialog's code: the page loads again and opens it there; if that page
// cannot load it either, the form on the download page.
const openAfterReload = () =>
  reloadToResume(waitlistDialogKey) || window.location.assign(waitlistPageHref)

type WaitlistButtonProps = {
  location: AnalyticsEvents['android_waitlist_click']['location']
  className?: string
}

/**
 * Opens the waitlist panel, whose code (dialog, form library) is fetched once the page is live and
 * idle, or on first intent if that comes sooner, never in the page's first load. Without JavaScript, a link to the form on the download page.
 */
export function WaitlistButton({ location, className }: WaitlistButtonProps) {
  const dialog = useOnDemand(waitlistDialog, openAfterReload)
  const [open, setOpen] = useState(false)
  const [resumed, setResumed] = useState<Record<string, string> | undefined>(undefined)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { codeProps } = useLoadAhead(waitlistDialog, 'waitlist-dialog')
  // One intent, one event: clicks in the same task all come before React renders the pending or
  // open state, so the first one marks the press as counted until that state has rendered.
  const counted = useRef(false)
  useEffect(() => {
    counted.current = false
  }, [dialog.pending, open])
  const Dialog = dialog.module?.WaitlistDialog
  useResumed(waitlistDialogKey, (values) => {
    setResumed(values)
    dialog.run(() => setOpen(true))
  })
  const classes = cn(buttonVariants({ variant: 'secondary', size: 'lg' }), className)

  return (
    <>
      <a href={waitlistPageHref} className={cn(classes, '[@media(scripting:enabled)]:hidden')}>
        {waitlistCopy.openButton}
      </a>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        {...codeProps}
        className={cn(classes, '[@media(scripting:none)]:hidden')}
        {...dialog.intentProps}
        {...dialog.pendingProps}
        onClick={() => {
          if (!dialog.pending && !open && !counted.current) {
            counted.current = true
            track('android_waitlist_click', { location })
          }
          dialog.run(() => setOpen(true))
        }}
      >
        {waitlistCopy.openButton}
      </button>
      {Dialog ? (
        <Dialog open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} resumed={resumed} />
      ) : null}
    </>
  )
}
