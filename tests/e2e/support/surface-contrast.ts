import type { Locator, Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { contrastOf } from './focus-ring'

type Rgb = [number, number, number]

/**
 * The contrast of each part of a surface as drawn, from a screenshot: each part's most distinct
 * pixel (the core of its text or icon, where edge smoothing has not mixed in the surface)
 * against the surface's own colour (its commonest pixel), and the surface's edge: its bottom
 * row, or its fill, whichever stands out more from the page right below it.
 */
export async function surfaceContrast(
  page: Page,
  surface: Locator,
  parts: Record<string, Locator>,
) {
  const box = await surface.boundingBox()
  if (!box) throw new Error('the surface is not on screen')
  const below = 4
  const clip = {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height) + below,
  }
  const png = PNG.sync.read(await page.screenshot({ clip }))
  const at = (x: number, y: number): Rgb => {
    const index = (png.width * y + x) << 2
    return [png.data[index]!, png.data[index + 1]!, png.data[index + 2]!]
  }
  const counts = new Map<string, number>()
  for (let y = 0; y < png.height - below; y++)
    for (let x = 0; x < png.width; x++) {
      const key = at(x, y).join()
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  const fill = [...counts]
    .sort((a, b) => b[1] - a[1])[0]![0]
    .split(',')
    .map(Number) as Rgb

  const measured: Record<string, number> = {}
  for (const [name, part] of Object.entries(parts)) {
    const own = await part.boundingBox()
    if (!own) throw new Error(`${name} is not on screen`)
    let most = 1
    const left = Math.max(0, Math.floor(own.x - clip.x))
    const top = Math.max(0, Math.floor(own.y - clip.y))
    const right = Math.min(png.width, Math.ceil(own.x + own.width - clip.x))
    const bottom = Math.min(png.height - below, Math.ceil(own.y + own.height - clip.y))
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) most = Math.max(most, contrastOf(at(x, y), fill))
    measured[name] = round(most)
  }
  // A quarter of the way in, clear of anything floating at the right.
  const x = Math.floor(png.width / 4)
  const pageBelow = at(x, png.height - 1)
  const edge = Math.max(
    contrastOf(at(x, png.height - below - 1), pageBelow),
    contrastOf(fill, pageBelow),
  )
  return { ...measured, edge: round(edge) }
}

const round = (ratio: number) => Math.floor(ratio * 100) / 100
