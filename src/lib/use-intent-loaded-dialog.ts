import { useRef, useState } from 'react'

/**
 * State for a button that opens a dialog whose code is fetched on first intent (hover, focus
 * or press) instead of with the page. Spread `triggerProps` on the button, call `show` on
 * press, and render the dialog once `requested` is true.
 */
export function useIntentLoadedDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)

  return {
    open,
    setOpen,
    requested,
    triggerRef,
    show: () => {
      setRequested(true)
      setOpen(true)
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button',
      'aria-haspopup': 'dialog',
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
    } as const,
  }
}
