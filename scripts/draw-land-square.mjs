// Draws the rewilding illustrations: a 3 x 3 metre square of land seen from above, one
// metre per cell, each cell a few grass tufts and wildflowers. Deterministic (seeded), so
// re-running it rewrites identical files:
//   node scripts/draw-land-square.mjs
import { readFileSync, writeFileSync } from 'node:fs'

// Node 20 cannot import TypeScript, so read the brand palette's object literal from the config.
const config = readFileSync(new URL('../tailwind.config.ts', import.meta.url), 'utf8')
const paletteSource = config.match(/export const palette = (\{[\s\S]*?\n\}) as const/)?.[1]
if (!paletteSource) throw new Error('palette not found in tailwind.config.ts')
const palette = new Function(`return ${paletteSource}`)()

const width = 480
const height = 360
const plot = { x: 120, y: 36, size: 270 }
const cell = plot.size / 3

/** mulberry32: a tiny seeded PRNG, enough for scattering tufts. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (n) => Math.round(n * 10) / 10

function tuft(x, y, scale, colour) {
  const s = scale
  const d = [
    `M${round(x - 6 * s)} ${round(y)}q${round(-1 * s)} ${round(-9 * s)} ${round(-5 * s)} ${round(-15 * s)}q${round(6 * s)} ${round(5 * s)} ${round(7 * s)} ${round(15 * s)}`,
    `M${round(x - 1 * s)} ${round(y)}q${round(0)} ${round(-13 * s)} ${round(3 * s)} ${round(-22 * s)}q${round(2 * s)} ${round(11 * s)} ${round(0)} ${round(22 * s)}`,
    `M${round(x + 4 * s)} ${round(y)}q${round(2 * s)} ${round(-9 * s)} ${round(8 * s)} ${round(-14 * s)}q${round(-3 * s)} ${round(6 * s)} ${round(-4 * s)} ${round(14 * s)}`,
  ].join('')
  return `<path d="${d}" fill="${colour}"/>`
}

function flower(x, y, petals, centre) {
  const r = 4.4
  const petalsSvg = [0, 72, 144, 216, 288]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180
      return `<circle cx="${round(x + Math.cos(rad) * r)}" cy="${round(y + Math.sin(rad) * r)}" r="3.6"/>`
    })
    .join('')
  return `<g fill="${petals}">${petalsSvg}</g><circle cx="${round(x)}" cy="${round(y)}" r="2.6" fill="${centre}"/>`
}

function drawSquare({ seed, flowers, tuftsPerCell, ground }) {
  const next = random(seed)
  const parts = []
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const x0 = plot.x + col * cell
      const y0 = plot.y + row * cell
      const items = []
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

  const grid = [1, 2]
    .map(
      (i) =>
        `<path d="M${round(plot.x + i * cell)} ${plot.y}v${plot.size}M${plot.x} ${round(plot.y + i * cell)}h${plot.size}"/>`,
    )
    .join('')
  const right = plot.x + plot.size
  const bottom = plot.y + plot.size
  const label = (x, y, text, rotate = 0) =>
    `<text x="${x}" y="${y}"${rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : ''}>${text}</text>`

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${palette.meadow.DEFAULT}"/>
<rect x="${plot.x + 6}" y="${plot.y + 8}" width="${plot.size}" height="${plot.size}" rx="10" fill="${palette.meadow.deep}"/>
<rect x="${plot.x}" y="${plot.y}" width="${plot.size}" height="${plot.size}" rx="10" fill="${ground}"/>
<g stroke="${palette.chalk.DEFAULT}" stroke-width="2" stroke-dasharray="4 6" stroke-linecap="round" fill="none" opacity="0.8">${grid}</g>
${parts.join('\n')}
<rect x="${plot.x}" y="${plot.y}" width="${plot.size}" height="${plot.size}" rx="10" fill="none" stroke="${palette.grass.deep}" stroke-width="3"/>
<g stroke="${palette.soil.muted}" stroke-width="2" stroke-linecap="round" fill="none">
<path d="M${plot.x} ${bottom + 20}h${plot.size}M${plot.x} ${bottom + 14}v12M${right} ${bottom + 14}v12"/>
<path d="M${plot.x - 20} ${plot.y}v${plot.size}M${plot.x - 26} ${plot.y}h12M${plot.x - 26} ${bottom}h12"/>
</g>
<g font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="${palette.soil.DEFAULT}" text-anchor="middle">
<rect x="${plot.x + plot.size / 2 - 24}" y="${bottom + 10}" width="48" height="20" fill="${palette.meadow.DEFAULT}"/>
${label(plot.x + plot.size / 2, bottom + 26, '3 m')}
<rect x="${plot.x - 30}" y="${plot.y + plot.size / 2 - 24}" width="20" height="48" fill="${palette.meadow.DEFAULT}"/>
${label(plot.x - 14, plot.y + plot.size / 2, '3 m', -90)}
</g>
</svg>
`
}

const squares = [
  {
    file: 'public/images/rewilding/2025-05-land-square.svg',
    seed: 2025_05,
    tuftsPerCell: 5,
    ground: '#b7dc97',
    flowers: [
      [palette.chalk.DEFAULT, palette.sun.DEFAULT, 0.7],
      [palette.sun.DEFAULT, palette.grass.deep, 0.5],
    ],
  },
  {
    file: 'public/images/rewilding/2025-06-land-square.svg',
    seed: 2025_06,
    tuftsPerCell: 6,
    ground: '#a9d487',
    flowers: [
      [palette.sun.DEFAULT, palette.grass.deep, 0.8],
      [palette.sky.deep, palette.sun.DEFAULT, 0.7],
      [palette.chalk.DEFAULT, palette.sun.DEFAULT, 0.6],
      ['#e4572e', palette.soil.DEFAULT, 0.5],
    ],
  },
]

for (const square of squares) {
  writeFileSync(square.file, drawSquare(square))
  console.log(square.file)
}
