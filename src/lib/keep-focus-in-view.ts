/**
 * Scrolls whatever receives focus wholly into view, inside the page's `scroll-padding` (which
 * keeps it clear of the floating menu button). Browsers scroll a Tab stop only until some of it
 * shows, Radix focuses with `preventScroll` (a dialog's first field, its wrap-around from last
 * to first), and WebKit leaves a heading focused by script where it was. A control focused by
 * pressing it is left alone: scrolling between press and release would move it from under the
 * pointer. Returns the clean-up.
 */
export function keepFocusInView() {
  let pressed: EventTarget | null = null
  const press = (event: PointerEvent) => (pressed = event.target)
  const release = () => (pressed = null)
  const reveal = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement)) return
    if (pressed instanceof Node && target.contains(pressed)) return
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
  document.addEventListener('pointerdown', press, true)
  document.addEventListener('click', release, true)
  document.addEventListener('keydown', release, true)
  document.addEventListener('focusin', reveal)
  return () => {
    document.removeEventListener('pointerdown', press, true)
    document.removeEventListener('click', release, true)
    document.removeEventListener('keydown', release, true)
    document.removeEventListener('focusin', reveal)
  }
}
