import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { focusPlacement } from './focus-placement'

/**
 * Measures a focus indicator from two screenshots of the same place, without and with focus:
 * the pixels that changed are the indicator, and each solid colour band of it is compared with
 * the colours right next to it on every side (the control's own surface inside, the page
 * outside, or the band's other colour). An indicator passes when one band stands out from
 * everything it touches, as a two-colour ring does (WCAG technique C40); a one-colour ring has
 * one band, so it must stand out from both the control and the page.
 */

type Rgb = [number, number, number]

const linear = (channel: number) => {
  const c = channel / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)

export function contrastOf(a: Rgb, b: Rgb) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

// A screenshot has few distinct colours and the walk below compares each band pixel with up to
// eight neighbours, so each packed colour's luminance is worked out once.
const luminanceOfPacked = new Map<number, number>()
function packedLuminance(p: number) {
  let known = luminanceOfPacked.get(p)
  if (known === undefined) {
    known = luminance([(p >> 16) & 255, (p >> 8) & 255, p & 255])
    luminanceOfPacked.set(p, known)
  }
  return known
}
const packedContrast = (p: number, q: number) => {
  const [a, b] = [packedLuminance(p), packedLuminance(q)]
  return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05)
}

export type RingMeasure = {
  /** The best band's lowest contrast with its neighbours (its 5th percentile); 1 when nothing changed. */
  contrast: number
  changedPixels: number
}

export function measureRing(unfocusedPng: Buffer, focusedPng: Buffer): RingMeasure {
  const before = PNG.sync.read(unfocusedPng)
  const after = PNG.sync.read(focusedPng)
  const { width, height } = after
  if (before.width !== width || before.height !== height) {
    throw new Error('the two screenshots differ in size')
  }
  const size = width * height
  // Colours packed as 0xRRGGBB, so the walks below allocate nothing per pixel.
  const pack = (data: Buffer) => {
    const packed = new Int32Array(size)
    for (let pixel = 0; pixel < size; pixel++) {
      const i = pixel * 4
      packed[pixel] = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!
    }
    return packed
  }
  const [was, now] = [pack(before.data), pack(after.data)]
  const far = (p: number, q: number) =>
    Math.max(
      Math.abs(((p >> 16) & 255) - ((q >> 16) & 255)),
      Math.abs(((p >> 8) & 255) - ((q >> 8) & 255)),
      Math.abs((p & 255) - (q & 255)),
    )
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height

  const changed = new Uint8Array(size)
  let changedPixels = 0
  for (let pixel = 0; pixel < size; pixel++) {
    if (far(was[pixel]!, now[pixel]!) > 16) {
      changed[pixel] = 1
      changedPixels++
    }
  }
  if (changedPixels === 0) return { contrast: 1, changedPixels }

  const directions = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const
  // A band pixel: changed, and the same colour as three of its four neighbours (an anti-aliased
  // edge pixel is a blend, like nothing beside it). Its score: its contrast with what lies
  // across the band (the axis along which it is at most 5 pixels thick) on each side, the
  // stronger of the two pixels just past its edge: a blend of the band and its neighbour
  // contrasts less than the neighbour itself, so anti-aliasing does not count against a ring.
  const scores = new Float64Array(size)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x
      if (!changed[pixel]) continue
      const colour = now[pixel]!
      let alike = 0
      for (const [dx, dy] of directions) {
        const next = pixel + dy * width + dx
        if (inside(x + dx, y + dy) && changed[next] && far(now[next]!, colour) <= 12) alike++
      }
      if (alike < 3) continue
      let score = Infinity
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
      ] as const) {
        const ends: number[] = []
        let thickness = 1
        for (const sign of [1, -1]) {
          let step = 1
          while (
            step <= 6 &&
            inside(x + sign * dx * step, y + sign * dy * step) &&
            far(now[pixel + sign * (dy * width + dx) * step]!, colour) <= 12
          ) {
            step++
          }
          thickness += step - 1
          ends.push(sign * step)
        }
        if (thickness > 5) continue
        for (const end of ends) {
          const sign = Math.sign(end)
          let neighbour = 0
          for (const reach of [end, end + sign]) {
            const [nx, ny] = [x + dx * reach, y + dy * reach]
            if (!inside(nx, ny)) break
            neighbour = Math.max(neighbour, packedContrast(colour, now[ny * width + nx]!))
          }
          if (neighbour) score = Math.min(score, neighbour)
        }
      }
      scores[pixel] = score
    }
  }
  // A band: solid pixels of one colour that touch one another (the two halos of one colour
  // either side of a ring are two bands).
  let best = 1
  const visited = new Uint8Array(size)
  for (let start = 0; start < size; start++) {
    if (!scores[start] || visited[start]) continue
    const colour = now[start]!
    const band: number[] = []
    const queue = [start]
    visited[start] = 1
    while (queue.length) {
      const pixel = queue.pop()!
      if (scores[pixel]! < Infinity) band.push(scores[pixel]!)
      const [x, y] = [pixel % width, Math.floor(pixel / width)]
      for (const [dx, dy] of directions) {
        const next = pixel + dy * width + dx
        if (!inside(x + dx, y + dy) || visited[next] || !scores[next]) continue
        if (far(now[next]!, colour) > 12) continue
        visited[next] = 1
        queue.push(next)
      }
    }
    // Long enough to be a side of a ring, not a speck or a letter.
    if (band.length < Math.max(12, (width + height) / 4)) continue
    band.sort((p, q) => p - q)
    best = Math.max(best, band[Math.floor(band.length * 0.05)]!)
  }
  return { contrast: best, changedPixels }
}

export type RingStop = {
  id: string
  contrast: number
  changedPixels: number
  /** The two screenshots, kept for a stop that fails, to attach to the report. */
  pictures?: { focused: Buffer; unfocused: Buffer }
}

/** A Tab stop as the walk found it: its ring's measure, where it sits, and its outline colour. */
export type WalkStop = RingStop & {
  /** Not wholly on screen, or drawn over (support/focus-placement): what a person would miss. */
  offscreen: string | null
  covered: string | null
  /** The outline on the control or one of its two nearest ancestors (a label drawing it). */
  outline: string | null
}

/**
 * How the walk ended: back at its first stop or out of the document (a full round), at a
 * stop it had already passed before coming round (that control is two Tab stops), or at the
 * limit it was given.
 */
export type WalkEnd = 'round' | 'stop reached twice' | 'focus stuck on <body>' | 'limit'

/** Room around the control for its ring, halo and offset. */
const margin = 12

/** Runs in the page: the outline drawn for the focused control (self-contained, see below). */
function focusedOutline() {
  let element: Element | null = document.activeElement
  for (let depth = 0; element && depth < 3; depth++, element = element.parentElement) {
    const style = getComputedStyle(element)
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
      return style.outlineColor
    }
  }
  return null
}

/**
 * Measures the ring of whatever has focus now (unless it is no Tab stop, like a region focused
 * by script), then presses Tab through the page (or the open dialog) until focus comes round to
 * a stop already measured. Focus may leave the document once after the last stop (the next Tab
 * must land on the first). At each stop: where the control sits (support/focus-placement), a
 * screenshot of its neighbourhood with focus, its outline, then a screenshot without focus
 * (focus removed with `blur()`; the next Tab goes on from the same place). A control that looks
 * exactly as one measured before, on an earlier page (the footer's links), keeps that measure:
 * same pixels with focus, same pixels without. With `rings: false` it takes no screenshots: the
 * walk then finds each stop, where it sits and its outline, and the contrast is NaN.
 */
export async function measureRingsByTab(
  page: Page,
  { maxStops = 200, seen = new Map<string, RingStop>(), rings = true } = {},
): Promise<{ stops: WalkStop[]; end: WalkEnd; endedAt: string; problems: string[] }> {
  const cdp = await page.context().newCDPSession(page)
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('the walk needs a viewport size, to know the page has it back')
  const capture = async (clip: { x: number; y: number; width: number; height: number }) => {
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      clip: { ...clip, scale: 1 },
    })
    // Chromium draws a clip by shrinking the page's window to it for a moment, and on a loaded
    // machine the page can still have that window when the next key arrives: a Tab then
    // scrolled a stop into a 342 x 69 window, and it was off screen once the window came back
    // (a walk found so, now and then, in full runs). The next key waits for the page's size.
    await page.waitForFunction(
      ({ width, height }) => innerWidth === width && innerHeight === height,
      viewport,
    )
    return Buffer.from(data, 'base64')
  }
  // Both helpers are self-contained, so their source runs in the page as one round trip.
  const lookAtFocus = `(${lookAtFocusInPage})(${margin}, ${focusPlacement})`
  const stops: WalkStop[] = []
  const problems: string[] = []
  let leftDocument = false
  let end: WalkEnd = 'limit'
  /** Where a walk that did not come round turned back, to name in its failure. */
  let endedAt = ''
  try {
    for (let stop = 0; stop < maxStops; stop++) {
      const alreadyFocused =
        stop === 0 &&
        (await page.evaluate(() => {
          const focused = document.activeElement
          return Boolean(
            focused && focused !== document.body && focused.getAttribute('tabindex') !== '-1',
          )
        }))
      if (!alreadyFocused) await page.keyboard.press('Tab')
      const focus = (await page.evaluate(lookAtFocus)) as FocusSeen
      if (focus.kind === 'body') {
        if (leftDocument) {
          end = 'focus stuck on <body>'
          break
        }
        leftDocument = true
        continue
      }
      if (focus.kind === 'again') {
        if (focus.first) end = 'round'
        else {
          end = 'stop reached twice'
          endedAt = `from ${stops.at(-1)?.id ?? 'the start'} back to ${focus.id}`
        }
        break
      }
      if (leftDocument) problems.push(`focus fell to <body> before ${focus.id}`)
      leftDocument = false
      const placed = { offscreen: focus.offscreen, covered: focus.covered }
      if (!rings) {
        // Where the stop sits and its outline, without the screenshots that measure its ring.
        const outline = await page.evaluate(focusedOutline)
        stops.push({ id: focus.id, contrast: Number.NaN, changedPixels: 0, outline, ...placed })
        continue
      }
      if (focus.clip.width < 4 || focus.clip.height < 4) {
        stops.push({
          id: `${focus.id} (off screen)`,
          contrast: 1,
          changedPixels: 0,
          outline: null,
          ...placed,
        })
        continue
      }
      const focused = await capture(focus.clip)
      const outline = await page.evaluate(focusedOutline)
      const key = `${focus.id} ${focused.toString('base64')}`
      const known = seen.get(key)
      if (known) {
        stops.push({ ...known, outline, ...placed })
        continue
      }
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      const unfocused = await capture(focus.clip)
      const measure = measureRing(unfocused, focused)
      const measured: RingStop = { id: focus.id, ...measure }
      if (measure.contrast < 3) measured.pictures = { focused, unfocused }
      seen.set(key, measured)
      stops.push({ ...measured, outline, ...placed })
    }
  } finally {
    await cdp.detach()
  }
  return { stops, end, endedAt, problems }
}

type FocusSeen =
  | { kind: 'body' }
  | { kind: 'again'; first: boolean; id: string }
  | {
      kind: 'new'
      id: string
      clip: { x: number; y: number; width: number; height: number }
      offscreen: string | null
      covered: string | null
    }

/** Runs in the page: marks the focused stop as passed and says where it is. */
function lookAtFocusInPage(margin: number, placement: typeof focusPlacement): FocusSeen {
  const focused = document.activeElement as HTMLElement | null
  if (!focused || focused === document.body) return { kind: 'body' }
  const label = (focused.getAttribute('aria-label') || focused.textContent || '').trim()
  const id = `${focused.tagName.toLowerCase()} "${label.slice(0, 40)}" ${focused.getAttribute('href') ?? ''}`
  if (focused.hasAttribute('data-ring-measured')) {
    return { kind: 'again', first: focused.hasAttribute('data-first-stop'), id }
  }
  if (!document.querySelector('[data-ring-measured]')) focused.setAttribute('data-first-stop', '')
  focused.setAttribute('data-ring-measured', '')
  const box = focused.getBoundingClientRect()
  const left = Math.max(0, Math.floor(box.left - margin))
  const top = Math.max(0, Math.floor(box.top - margin))
  const right = Math.min(window.innerWidth, Math.ceil(box.right + margin))
  const bottom = Math.min(window.innerHeight, Math.ceil(box.bottom + margin))
  // The capture's clip is in page coordinates.
  const clip = { x: left + scrollX, y: top + scrollY, width: right - left, height: bottom - top }
  const placed = placement()
  return {
    kind: 'new',
    id,
    clip,
    offscreen: placed?.offscreen ?? null,
    covered: placed?.covered ?? null,
  }
}
