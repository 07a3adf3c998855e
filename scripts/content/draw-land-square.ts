// Draws a donation's picture when its file gives none: the land it bought seen from above, one
// metre per cell, each cell a few grass tufts and wildflowers. Seeded by the donation's month, so
// every build draws identical bytes; odd and even months alternate two meadows.
import { palette } from '../../src/styles/tokens.ts'

export const pictureWidth = 480
export const pictureHeight = 360

/** mulberry32: a tiny seeded PRNG, enough for scattering tufts. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (n: number) => Math.round(n * 10) / 10

function tuft(x: number, y: number, scale: number, colour: string) {
  const s = scale
  const d = [
    `M${round(x - 6 * s)} ${round(y)}q${round(-1 * s)} ${round(-9 * s)} ${round(-5 * s)} ${round(-15 * s)}q${round(6 * s)} ${round(5 * s)} ${round(7 * s)} ${round(15 * s)}`,
    `M${round(x - 1 * s)} ${round(y)}q${round(0)} ${round(-13 * s)} ${round(3 * s)} ${round(-22 * s)}q${round(2 * s)} ${round(11 * s)} ${round(0)} ${round(22 * s)}`,
    `M${round(x + 4 * s)} ${round(y)}q${round(2 * s)} ${round(-9 * s)} ${round(8 * s)} ${round(-14 * s)}q${round(-3 * s)} ${round(6 * s)} ${round(-4 * s)} ${round(14 * s)}`,
  ].join('')
  return `<path d="${d}" fill="${colour}"/>`
}

function flower(x: number, y: number, petals: string, centre: string) {
  const r = 4.4
  const petalsSvg = [0, 72, 144, 216, 288]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180
      return `<circle cx="${round(x + Math.cos(rad) * r)}" cy="${round(y + Math.sin(rad) * r)}" r="3.6"/>`
    })
    .join('')
  return `<g fill="${petals}">${petalsSvg}</g><circle cx="${round(x)}" cy="${round(y)}" r="2.6" fill="${centre}"/>`
}

type Meadow = {
  tuftsPerCell: number
  ground: string
  flowers: [petals: string, centre: string, chance: number][]
  /** How the picture's alt text names what grows in each square. */
  growth: string
}

const meadows: [odd: Meadow, even: Meadow] = [
  {
    tuftsPerCell: 5,
    ground: '#b7dc97',
    flowers: [
      [palette.chalk.DEFAULT, palette.sun.DEFAULT, 0.7],
      [palette.sun.DEFAULT, palette.grass.deep, 0.5],
    ],
    growth: 'grass tufts with a few daisies and buttercups',
  },
  {
    tuftsPerCell: 6,
    ground: '#a9d487',
    flowers: [
      [palette.sun.DEFAULT, palette.grass.deep, 0.8],
      [palette.sky.deep, palette.sun.DEFAULT, 0.7],
      [palette.chalk.DEFAULT, palette.sun.DEFAULT, 0.6],
      ['#e4572e', palette.soil.DEFAULT, 0.5],
    ],
    growth: 'long grass full of yellow, blue, white and red wildflowers',
  },
]

export type Land = { widthMetres: number; lengthMetres: number }

const numberWords = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const inWords = (count: number) => numberWords[count] ?? String(count)

const meadowOf = (month: string) => meadows[Number(month.slice(5)) % 2 === 1 ? 0 : 1]

/** The words for a drawn picture, for people who cannot see it. */
export function landSquareAlt(month: string, { widthMetres, lengthMetres }: Land) {
  const shape = widthMetres === lengthMetres ? 'square' : 'plot'
  const cells = widthMetres * lengthMetres
  return `illustration of a ${widthMetres} by ${lengthMetres} metre ${shape} of land, divided into ${inWords(cells)} one-metre ${cells === 1 ? 'square' : 'squares'} of ${meadowOf(month).growth}`
}

/** The SVG for a donation made in `month` ("YYYY-MM") that bought `land`. */
export function drawLandSquare(month: string, { widthMetres, lengthMetres }: Land) {
  const { tuftsPerCell, ground, flowers } = meadowOf(month)
  const next = random(Number(month.replace('-', '')))
  const cell = 270 / Math.max(widthMetres, lengthMetres)
  const plotWidth = cell * widthMetres
  const plotHeight = cell * lengthMetres
  const plot = { x: 120 + (270 - plotWidth) / 2, y: 36 + (270 - plotHeight) / 2 }
  const parts: string[] = []
  for (let row = 0; row < lengthMetres; row++) {
    for (let col = 0; col < widthMetres; col++) {
      const x0 = plot.x + col * cell
      const y0 = plot.y + row * cell
      const items: { y: number; svg: string }[] = []
      for (let i = 0; i < tuftsPerCell; i++) {
        const x = x0 + 16 + next() * (cell - 32)
        const y = y0 + 30 + next() * (cell - 40)
        const colour = next() < 0.5 ? palette.grass.DEFAULT : palette.grass.bright
        items.push({ y, svg: tuft(x, y, 0.8 + next() * 0.5, colour) })
      }
      for (const [petals, centre, chance] of [...flowers, ...flowers]) {
        if (next() < chance) {
          const x = x0 + 14 + next() * (cell - 28)
          const y = y0 + 14 + next() * (cell - 28)
          items.push({ y: y + 4, svg: flower(x, y, petals, centre) })
        }
      }
      // Nearer the bottom of the picture reads as nearer the viewer: draw those last.
      items.sort((a, b) => a.y - b.y).forEach((item) => parts.push(item.svg))
    }
  }

  // One path per inner line number, its vertical and horizontal line together.
  const grid = Array.from({ length: Math.max(widthMetres, lengthMetres) - 1 }, (_, index) => {
    const i = index + 1
    const vertical =
      i < widthMetres ? `M${round(plot.x + i * cell)} ${round(plot.y)}v${round(plotHeight)}` : ''
    const horizontal =
      i < lengthMetres ? `M${round(plot.x)} ${round(plot.y + i * cell)}h${round(plotWidth)}` : ''
    return `<path d="${vertical}${horizontal}"/>`
  }).join('')
  const left = round(plot.x)
  const top = round(plot.y)
  const right = round(plot.x + plotWidth)
  const bottom = round(plot.y + plotHeight)
  const w = round(plotWidth)
  const h = round(plotHeight)
  const label = (x: number, y: number, text: string, rotate = 0) =>
    `<text x="${x}" y="${y}"${rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : ''}>${text}</text>`

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${pictureWidth} ${pictureHeight}" width="${pictureWidth}" height="${pictureHeight}">
<rect width="${pictureWidth}" height="${pictureHeight}" fill="${palette.meadow.DEFAULT}"/>
<rect x="${round(left + 6)}" y="${round(top + 8)}" width="${w}" height="${h}" rx="10" fill="${palette.meadow.deep}"/>
<rect x="${left}" y="${top}" width="${w}" height="${h}" rx="10" fill="${ground}"/>
<g stroke="${palette.chalk.DEFAULT}" stroke-width="2" stroke-dasharray="4 6" stroke-linecap="round" fill="none" opacity="0.8">${grid}</g>
${parts.join('\n')}
<rect x="${left}" y="${top}" width="${w}" height="${h}" rx="10" fill="none" stroke="${palette.grass.deep}" stroke-width="3"/>
<g stroke="${palette.soil.muted}" stroke-width="2" stroke-linecap="round" fill="none">
<path d="M${left} ${round(bottom + 20)}h${w}M${left} ${round(bottom + 14)}v12M${right} ${round(bottom + 14)}v12"/>
<path d="M${round(left - 20)} ${top}v${h}M${round(left - 26)} ${top}h12M${round(left - 26)} ${bottom}h12"/>
</g>
<g font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="${palette.soil.DEFAULT}" text-anchor="middle">
<rect x="${round(left + w / 2 - 24)}" y="${round(bottom + 10)}" width="48" height="20" fill="${palette.meadow.DEFAULT}"/>
${label(round(left + w / 2), round(bottom + 26), `${widthMetres} m`)}
<rect x="${round(left - 30)}" y="${round(top + h / 2 - 24)}" width="20" height="48" fill="${palette.meadow.DEFAULT}"/>
${label(round(left - 14), round(top + h / 2), `${lengthMetres} m`, -90)}
</g>
</svg>
`
}
