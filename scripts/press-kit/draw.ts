// Draws the press kit at build time, with no browser: the wordmark's letters become outlines
// (HarfBuzz shapes the site's own display font), resvg turns the SVGs into PNGs, fflate zips it.
import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { zipSync, type ZippableFile } from 'fflate'
import * as hb from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { displayFontSource } from '../lib/display-font.mjs'
import { appIcon, brandColours, logoColours } from '../../src/content/brand-colours.ts'
import { grassTuftPath, productName } from '../../src/content/brand.ts'
import { pressKitAssets, type PressKitAsset } from '../../src/content/press-kit.ts'

/** The weight and tracking of the logo on the site (`font-extrabold tracking-tight`). */
const wordmarkWeight = 800
const trackingEm = -0.025

export const stillsDirectory = 'src/assets/press'

export type PressKitFile = {
  file: string
  format: 'SVG' | 'PNG' | 'TXT' | 'ZIP'
  bytes: number
  /** Pixels, for PNGs only: an SVG has no fixed size. */
  width?: number
  height?: number
  data: Uint8Array
}

type Outline = { d: string; width: number; ascender: number; descender: number }

/** The product name as glyph outlines in font units (1000 per em), y pointing down. */
async function outlineWordmark(): Promise<Outline> {
  // HarfBuzz reads TrueType, not WOFF2: the subsetter unpacks just the letters needed.
  const ttf = await subsetFont(readFileSync(displayFontSource), productName, {
    targetFormat: 'truetype',
  })
  const face = new hb.Face(new hb.Blob(ttf))
  const font = new hb.Font(face)
  font.setVariations([new hb.Variation('wght', wordmarkWeight)])
  const buffer = new hb.Buffer()
  buffer.addText(productName)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const tracking = trackingEm * face.upem
  let x = 0
  const paths: string[] = []
  const positions = buffer.getGlyphPositions()
  for (const [index, glyph] of buffer.getGlyphInfos().entries()) {
    const d = font.glyphToPath(glyph.codepoint)
    const position = positions[index]
    if (!position) continue
    if (d)
      paths.push(`<path transform="translate(${x + position.xOffset} 0) scale(1 -1)" d="${d}"/>`)
    x += position.xAdvance + tracking
  }
  const { ascender, descender } = font.hExtents()
  if (face.upem !== 1000 || paths.length === 0) {
    throw new Error(
      `press kit: expected a 1000-unit display font with outlines in ${displayFontSource}`,
    )
  }
  return { d: paths.join(''), width: x - tracking, ascender, descender }
}

const svgDocument = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(width)} ${round(height)}" role="img" aria-label="${label}">${body}</svg>\n`

const round = (value: number) => Math.round(value * 10) / 10

const tuft = (colour: string, x: number, y: number, scale: number) =>
  `<path transform="translate(${round(x)} ${round(y)}) scale(${round(scale * 1000) / 1000})" d="${grassTuftPath}" fill="${colour}" stroke="${colour}" stroke-width="1.5" stroke-linejoin="round"/>`

/** The wordmark alone: its line box (ascender to descender) with a little air around it. */
function wordmarkSvg(outline: Outline, colour: string) {
  const pad = 120
  const height = outline.ascender - outline.descender
  return svgDocument(
    outline.width + pad * 2,
    height + pad * 2,
    `<g fill="${colour}" transform="translate(${pad} ${pad + outline.ascender})">${outline.d}</g>`,
    productName,
  )
}

/**
 * The tuft and the wordmark as the footer sets them: the tuft 1.2 em square, centred on the
 * line, 0.27 em before the text.
 */
function logoSvg(outline: Outline, colours: { tuft: string; text: string }) {
  const pad = 120
  const tuftSize = 1200
  const gap = 270
  const lineHeight = outline.ascender - outline.descender
  const top = pad + (lineHeight - tuftSize) / 2
  return svgDocument(
    pad * 2 + tuftSize + gap + outline.width,
    pad * 2 + Math.max(lineHeight, tuftSize),
    tuft(colours.tuft, pad, top, tuftSize / 32) +
      `<g fill="${colours.text}" transform="translate(${pad + tuftSize + gap} ${pad + outline.ascender})">${outline.d}</g>`,
    productName,
  )
}

function appIconSvg(size: number) {
  const tuftSize = size * appIcon.tuftShare
  const offset = (size - tuftSize) / 2
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${appIcon.background}"/>${tuft(appIcon.tuft, offset, offset, tuftSize / 32)}`,
    `${productName} app icon`,
  )
}

function coloursText() {
  const rgb = (hex: string) =>
    [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')
  const line = (name: string, hex: string, note = '') =>
    `${name.padEnd(14)}${hex.padEnd(10)}rgb(${rgb(hex)})${note ? `  ${note}` : ''}`.trimEnd()
  return [
    `${productName}: brand colours`,
    '',
    ...brandColours.flatMap((colour) => [
      line(colour.name, colour.hex, colour.role),
      ...colour.shades.map((shade) => line(shade.name, shade.hex)),
    ]),
    '',
  ].join('\n')
}

/** Width and height from a PNG's header; throws if it is not a PNG. */
export function pngSize(data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (!signature.every((byte, index) => data[index] === byte)) throw new Error('not a PNG')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

const pngWidths = { logo: 2400, wordmark: 2400, 'app-icon': 1024 } as const

function toPng(svg: string, width: number) {
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng())
}

const encoder = new TextEncoder()

async function drawAsset(asset: PressKitAsset, outline: Outline): Promise<PressKitFile> {
  const format = asset.file.endsWith('.svg') ? 'SVG' : asset.file.endsWith('.png') ? 'PNG' : 'TXT'
  let data: Uint8Array
  switch (asset.kind) {
    case 'logo':
    case 'wordmark': {
      const colours = asset.background === 'light' ? logoColours.onLight : logoColours.onDark
      const svg =
        asset.kind === 'logo' ? logoSvg(outline, colours) : wordmarkSvg(outline, colours.text)
      data = format === 'SVG' ? encoder.encode(svg) : toPng(svg, pngWidths[asset.kind])
      break
    }
    case 'app-icon':
      data = toPng(appIconSvg(pngWidths['app-icon']), pngWidths['app-icon'])
      break
    case 'colours':
      data = encoder.encode(coloursText())
      break
    case 'still':
      data = new Uint8Array(readFileSync(`${stillsDirectory}/${asset.file}`))
      break
  }
  return {
    file: asset.file,
    format,
    bytes: data.byteLength,
    ...(format === 'PNG' ? pngSize(data) : {}),
    data,
  }
}

// A fixed date, so the same sources always build the same zip.
const zipDate = new Date(2025, 0, 1)

/** Every file of the press kit, then the zip holding all of them. */
export async function drawPressKit(zipName: string): Promise<PressKitFile[]> {
  const outline = await outlineWordmark()
  const files = await Promise.all(pressKitAssets.map((asset) => drawAsset(asset, outline)))
  const entries = Object.fromEntries(
    files.map((file): [string, ZippableFile] => [
      file.file,
      // PNGs are compressed already; deflating them again only costs time.
      [file.data, { level: file.format === 'PNG' ? 0 : 9, mtime: zipDate }],
    ]),
  )
  const zip = zipSync(entries)
  return [...files, { file: zipName, format: 'ZIP', bytes: zip.byteLength, data: zip }]
}
