import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cn } from '@/lib/cn'

// Radix's scroll lock (react-remove-scroll-bar) sets this custom property on <body> as a dialog
// opens and takes it off as it closes. Inherited, it restyled every element of the page both
// times; nothing here reads it, so it stays on <body>.
if (typeof CSS !== 'undefined' && 'registerProperty' in CSS) {
  try {
    CSS.registerProperty({ name: '--removed-body-scroll-bar-size', syntax: '*', inherits: false })
  } catch {
    // Registered already: this module evaluated again (the dev server's hot reload).
  }
}

/** The Radix dialog, shadcn's way; only this file imports the primitive. */
export const Dialog = DialogPrimitive.Root

/** What a dialog opened by a control of its own takes: its state, and that control. */
export type OpenedDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: React.RefObject<HTMLElement | null>
}
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

/**
 * The panel, rendered in a portal above a full-screen overlay. Focus trapping, Escape and the
 * inert page behind come from Radix. `className` places and paints the panel; `overlayClassName`
 * paints the overlay. Each dialog draws its own close control (the menu's sits where its button
 * was, the waitlist's is a button under the form), so there is none here.
 */
type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  overlayClassName?: string
  /**
   * Where focus goes when the panel closes: the control that opened it. Radix would return focus
   * to whatever had it on opening, which is nothing when a press held before the page was live
   * opened it. An `onCloseAutoFocus` that calls `preventDefault()` sends focus elsewhere instead.
   */
  returnFocusTo: OpenedDialogProps['returnFocusTo']
}

export function DialogContent({
  className,
  overlayClassName,
  returnFocusTo,
  onCloseAutoFocus,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={cn('fixed inset-0 z-50', overlayClassName)}
      />
      {/* Radix makes the body ignore the pointer on open and gives the panel `pointer-events:
          auto` only on a later render; until then the panel inherits the body's `none`, so a tap
          on a field (and elementFromPoint) lands on the overlay, which closes the dialog. The
          class keeps the panel live from its first frame; Radix's inline `none` for a panel
          under another layer still wins. */}
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn('pointer-events-auto fixed z-50', className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (event.defaultPrevented) return
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogTitle(props: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" {...props} />
}

export function DialogDescription(props: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" {...props} />
}
