import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  type OpenedDialogProps,
} from '@/components/ui/dialog'
import { waitlistCopy } from '@/content/waitlist'
import { WaitlistForm, waitlistChecks } from './waitlist-form'

// The dialog focuses its field as it opens, and a field's focus fetches the form's checks: fetched
// with the dialog's own code instead, that import does not run inside the first open, which it
// slowed by a tenth on a phone. A failure here is the field's to retry on focus.
void waitlistChecks.load().catch(() => {})

type WaitlistDialogProps = OpenedDialogProps & {
  /** A signup that a release interrupted, carried over a reload (lib/loading/resume): sent once. */
  resumed?: Record<string, string>
}

/** The "join android waitlist" panel: a Radix dialog, so focus and Escape are handled. */
export function WaitlistDialog({
  open,
  onOpenChange,
  returnFocusTo,
  resumed,
}: WaitlistDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Its transparent border is the edge forced colours paint, where the page behind and the
          panel take the same colour. */}
      <DialogContent
        overlayClassName="bg-soil/60 backdrop-blur-[2px]"
        className="inset-x-0 bottom-0 max-h-[92dvh] overflow-y-auto rounded-t-card border-2 border-transparent bg-chalk px-5 pt-7 pb-8 shadow-card sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(34rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:p-9"
        returnFocusTo={returnFocusTo}
      >
        <DialogTitle className="text-title font-extrabold">{waitlistCopy.title}</DialogTitle>
        <DialogDescription className="mt-3 mb-6 text-soil-muted">
          {waitlistCopy.description}
        </DialogDescription>
        <WaitlistForm idPrefix="waitlist-dialog" resumed={resumed} />
        <DialogClose asChild>
          <Button variant="secondary" className="mt-2 w-full sm:w-auto">
            {waitlistCopy.close}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  )
}
