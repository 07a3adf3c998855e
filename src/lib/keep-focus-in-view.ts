/**
 * Scrolls whatever receives focus from the keyboard or a script wholly into view, inside the
 * page's `scroll-padding` (which keeps it clear of the floating menu button). Browsers scroll a
 * Tab stop only until some of it shows, Radix focuses with `preventScroll` (a dialog's first
 * field, its wrap-around from last to first), and WebKit leaves a heading focused by script
 * where it was. A click's focus (not `:focus-visible`) is left alone: scrolling between press
 * and release would move the control from under the pointer. Returns the clean-up.
 */
export function keepFocusInView() {
  const reveal = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement)) return
    if (!target.matches(':focus-visible') && target.getAttribute('tabindex') !== '-1') return
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
  document.addEventListener('focusin', reveal)
  return () => document.removeEventListener('focusin', reveal)
}
