// Draws the pictures of every calculator result into the build, after
// `vite build`: a 1200 x 630 link preview and a 1080 x 1920 story for each of the 30 answers.
// satori lays the card out as SVG and resvg turns it into PNG: no browser, no network, and the
// site's own display font. The numbers and words come from the same modules as the pages
// (result-page.ts), so a picture cannot disagree with the page it previews.
//   node scripts/generate-result-cards.mjs [dist/client]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import subsetFont from 'subset-font'
import { runnerImport } from 'vite'
import { displayFontCharacters, displayFontSource } from './lib/display-font.mjs'
import { maxPictureBytes } from './lib/result-cards.mjs'

const started = performance.now()
const root = process.argv[2] ?? 'dist/client'

// Node 20 cannot import TypeScript; Vite's module runner can (without the app's vite.config.ts).
const importTs = async (path) =>
  (
    await runnerImport(path, {
      configFile: false,
      resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    })
  ).module
const [{ palette }, { allAnswers }, { resultPage }, { shareCopy }, { site }] = await Promise.all([
  importTs('./src/styles/tokens.ts'),
  importTs('./src/content/calculator.ts'),
  importTs('./src/features/calculator/result-page.ts'),
  importTs('./src/content/calculator-share-copy.ts'),
  importTs('./src/content/site.ts'),
])
const { siteOrigin } = JSON.parse(readFileSync('dist/build-manifest.json', 'utf8'))
const host = new URL(siteOrigin).host
const copy = shareCopy.card

// satori reads TrueType, not WOFF2, and one weight per file: cut static instances, with the
// characters the site's subset has.
const family = 'Bricolage Grotesque'
const fontSource = readFileSync(displayFontSource)
const fonts = await Promise.all(
  [700, 800].map(async (weight) => ({
    name: family,
    weight,
    style: 'normal',
    data: await subsetFont(fontSource, displayFontCharacters, {
      targetFormat: 'truetype',
      variationAxes: { wght: weight },
    }),
  })),
)

/** A satori node: the shape of a React element, without React. */
const h = (type, style, ...children) => ({
  type,
  props: { style: { display: 'flex', ...style }, children },
})
const svgImage = (width, height, viewBox, body, style = {}) => ({
  type: 'img',
  props: {
    width,
    height,
    src: `data:image/svg+xml;base64,${Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">${body}</svg>`,
    ).toString('base64')}`,
    style,
  },
})

// The logo's grass tuft (src/components/layout/logo.tsx), on a 32 x 32 grid.
const tuftPath =
  'M6 29c1-7 0-12-3-17 4 3 6 8 6 17M12 29c0-9 1-16 4-24 1 8 0 16-1 24M19 29c0-6 2-12 7-17-2 6-3 11-3 17M25 29c1-4 3-7 6-9-2 3-3 6-3 9'
const tuft = (colour) =>
  `<path d="${tuftPath}" fill="${colour}" stroke="${colour}" stroke-width="1.5" stroke-linejoin="round"/>`

/**
 * The meadow: a hill in grass green against the sky, tufts along its ridge. `ridge` is the hill's
 * top at its highest, `tufts` are [x, size] on a width-wide strip.
 */
function meadow(width, height, ridge, tufts) {
  const ridgeAt = (x) => ridge + 16 * Math.sin((x / width) * Math.PI * 1.5 + 0.5) - (24 * x) / width
  const points = Array.from({ length: 41 }, (_, i) => (i * width) / 40)
    .map((x) => `${x.toFixed(1)} ${ridgeAt(x).toFixed(1)}`)
    .join(' L ')
  const hill = `<path d="M ${points} L ${width} ${height} L 0 ${height} Z" fill="${palette.grass.DEFAULT}"/>`
  const blades = tufts
    .map(([x, size], index) => {
      const colour = index % 2 ? palette.meadow.deep : palette.grass.bright
      // The tuft's blades end at y = 29 of 32: sink them a little into the hill.
      const y = ridgeAt(x + size / 2) - size * 0.82
      return `<g transform="translate(${x} ${y.toFixed(1)}) scale(${size / 32})">${tuft(colour)}</g>`
    })
    .join('')
  return svgImage(width, height, `0 0 ${width} ${height}`, hill + blades, {
    position: 'absolute',
    left: 0,
    top: 0,
  })
}

const sun = (size, right, top) =>
  h('div', {
    position: 'absolute',
    right,
    top,
    width: size,
    height: size,
    borderRadius: size,
    background: palette.sun.DEFAULT,
    boxShadow: `0 0 0 ${size * 0.12}px ${palette.sun.soft}`,
  })

const brand = (size) =>
  h(
    'div',
    { alignItems: 'center', gap: size * 0.3 },
    svgImage(size * 1.3, size * 1.3, '0 0 32 32', tuft(palette.meadow.deep)),
    h(
      'div',
      { fontSize: size, fontWeight: 800, letterSpacing: '-0.03em', color: palette.chalk.DEFAULT },
      site.name,
    ),
  )

/** The scene both pictures share: sky, sun and meadow, with the picture's words laid on top. */
function scene({ width, height, sunSize, sunAt, ridge, tufts }, ...children) {
  return h(
    'div',
    {
      position: 'relative',
      width,
      height,
      background: palette.sky.DEFAULT,
      fontFamily: family,
      color: palette.soil.DEFAULT,
    },
    sun(sunSize, ...sunAt),
    meadow(width, height, ridge, tufts),
    ...children,
  )
}

/** The answer in words: its number, large, then its unit and what it means, at each's size. */
function answer(figures, { number, unit, detail }) {
  return [
    h(
      'div',
      {
        marginTop: number.gap,
        fontSize: number.size,
        fontWeight: 800,
        letterSpacing: '-0.05em',
        lineHeight: 1,
        color: palette.grass.deep,
      },
      copy.number(figures),
    ),
    h(
      'div',
      {
        marginTop: unit.gap,
        fontSize: unit.size,
        fontWeight: 800,
        letterSpacing: '-0.03em',
        lineHeight: unit.lineHeight,
      },
      unit.text(figures),
    ),
    h(
      'div',
      {
        marginTop: detail.gap,
        fontSize: detail.size,
        fontWeight: 700,
        lineHeight: detail.lineHeight,
        letterSpacing: '-0.01em',
        color: palette.soil.muted,
      },
      copy.detail(figures),
    ),
  ]
}

/** The 1200 x 630 link preview. */
function card({ figures }) {
  return scene(
    {
      width: 1200,
      height: 630,
      sunSize: 190,
      sunAt: [-50, -60],
      ridge: 480,
      tufts: [
        [-10, 70],
        [90, 50],
        [200, 80],
        [330, 46],
        [470, 64],
        [610, 52],
        [760, 76],
        [900, 48],
        [1030, 70],
        [1140, 56],
      ],
    },
    h(
      'div',
      { position: 'absolute', left: 72, top: 40, flexDirection: 'column', width: 900 },
      ...answer(figures, {
        number: { size: 232 },
        unit: { text: copy.unit, size: 58, gap: 4, lineHeight: 1.05 },
        detail: { size: 32, gap: 18 },
      }),
    ),
    h(
      'div',
      {
        position: 'absolute',
        left: 72,
        right: 72,
        bottom: 40,
        alignItems: 'center',
        justifyContent: 'space-between',
      },
      brand(46),
      h('div', { fontSize: 30, fontWeight: 700, color: palette.meadow.DEFAULT }, copy.invitation),
    ),
  )
}

/** The 1080 x 1920 story, for sharing to Instagram and the like. */
function story({ figures }) {
  return scene(
    {
      width: 1080,
      height: 1920,
      sunSize: 300,
      sunAt: [-70, -80],
      ridge: 1300,
      tufts: [
        [-20, 120],
        [130, 80],
        [260, 140],
        [420, 90],
        [560, 120],
        [720, 84],
        [850, 136],
        [990, 96],
      ],
    },
    h(
      'div',
      { position: 'absolute', left: 90, top: 330, width: 900, flexDirection: 'column' },
      h('div', { fontSize: 60, fontWeight: 800, letterSpacing: '-0.02em' }, copy.storyLead),
      ...answer(figures, {
        number: { size: 350, gap: 16 },
        unit: { text: copy.storyUnit, size: 84, gap: 10, lineHeight: 1 },
        detail: { size: 50, gap: 56, lineHeight: 1.25 },
      }),
    ),
    h(
      'div',
      { position: 'absolute', left: 90, right: 90, bottom: 140, flexDirection: 'column', gap: 28 },
      h(
        'div',
        { fontSize: 64, fontWeight: 800, letterSpacing: '-0.02em', color: palette.chalk.DEFAULT },
        copy.invitation,
      ),
      h('div', { fontSize: 40, fontWeight: 700, color: palette.meadow.DEFAULT }, host),
      h('div', { marginTop: 40 }, brand(64)),
    ),
  )
}

const drawings = { card, story }
let largest = 0
for (const { age, hours } of allAnswers) {
  const result = resultPage(age, hours)
  for (const kind of ['card', 'story']) {
    const { path, width, height } = result[kind]
    const svg = await satori(drawings[kind](result), { width, height, fonts })
    const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
    if (png.length > maxPictureBytes) {
      console.error(
        `${path}: ${png.length} bytes, over the ${maxPictureBytes} a link preview may be`,
      )
      process.exit(1)
    }
    largest = Math.max(largest, png.length)
    const file = join(root, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, png)
  }
}
// CPU time as well as wall time: on a shared machine the wall clock mostly measures the others.
const cpu = process.cpuUsage()
console.log(
  `result cards: ${allAnswers.length * 2} pictures in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU), largest ${largest} bytes`,
)
