/**
 * Where the focused element is drawn: whether all of it that fits is on screen, and whether
 * anything else is drawn over it at nine points spread over it. Runs in the page as it is (self-contained: Playwright's `evaluate` and
 * WebDriver's `execute` both send its source), so the Chromium and WebKit suites share it.
 */
export function focusPlacement(): {
  id: string
  offscreen: string | null
  covered: string | null
} | null {
  const focused = document.activeElement
  if (!focused || focused === document.body) return null
  const label = (focused.getAttribute('aria-label') || focused.textContent || '').trim()
  const id = `${focused.tagName.toLowerCase()} "${label.slice(0, 40)}" ${focused.getAttribute('href') ?? ''}`
  // A link that wraps is judged by its first line.
  const box = focused.getClientRects()[0] ?? focused.getBoundingClientRect()
  const [width, height] = [window.innerWidth, window.innerHeight]
  // Wholly in view, or (taller or wider than the screen, like the contact message at 400 %
  // zoom) its start in view and the rest of the screen filled with it. Within a pixel: the
  // browser scrolls by whole pixels, so a control laid out at a fraction of one can end up to a
  // pixel past the edge it was scrolled to (an FAQ question at 400 % zoom: 200.56 of 200).
  const pixel = 1
  const fitsY = box.height <= height
  const fitsX = box.width <= width
  const inY = fitsY
    ? box.top >= -pixel && box.bottom <= height + pixel
    : box.top >= -pixel && box.top < height / 2 && box.bottom >= height
  const inX = fitsX
    ? box.left >= -pixel && box.right <= width + pixel
    : box.left >= -pixel && box.left < width / 2 && box.right >= width
  const offscreen =
    inY && inX
      ? null
      : // Where the page was scrolled to says whether the browser left the stop out of view or
        // something moved the page after it (a screenshot of the previous stop once still held the
        // window shrunk to its clip when the Tab came: support/focus-ring.ts).
        `at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)} in ${width}x${height}, page scrolled to ${Math.round(scrollY)} of ${document.documentElement.scrollHeight - height}`
  const [left, right] = [Math.max(box.left, 0), Math.min(box.right, width)]
  const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, height)]
  if (right - left < 1 || bottom - top < 1) return { id, offscreen, covered: null }
  // A 3 x 3 grid inside the visible part: far enough in that a rounded control's corners
  // (a circle's included) do not count as covered by what is behind them.
  const xs = [0.2, 0.5, 0.8].map((share) => left + (right - left) * share)
  const ys = [0.2, 0.5, 0.8].map((share) => top + (bottom - top) * share)
  const describe = (element: Element | null) =>
    element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : 'nothing'
  const coverers = new Set<string>()
  let hidden = 0
  for (const x of xs) {
    for (const y of ys) {
      const hit = document.elementFromPoint(x, y)
      const ownLabel =
        hit instanceof HTMLLabelElement && (hit.control === focused || hit.contains(focused))
      if (hit && (hit === focused || focused.contains(hit) || ownLabel)) continue
      hidden++
      coverers.add(describe(hit))
    }
  }
  const covered = hidden ? `${hidden} of 9 points under ${[...coverers].join(', ')}` : null
  return { id, offscreen, covered }
}
