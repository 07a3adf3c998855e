// Draws the social card and the app icons from HTML/SVG with headless Chromium, and writes them
// with the web app manifest to public/ (committed; rerun after a brand change):
//   node scripts/generate-brand-images.mjs
// Colours are the design tokens; the wordmark uses the site's display font, embedded so the
// render needs no network and no installed fonts.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'
import { runnerImport } from 'vite'

// Node 20 cannot import TypeScript; Vite's module runner can (without the app's vite.config.ts).
const importTs = async (path) =>
  (
    await runnerImport(path, {
      configFile: false,
      resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    })
  ).module
const { palette } = await importTs('./src/styles/tokens.ts')
const { site } = await importTs('./src/content/site.ts')
const { grassTuftPath: tuftPath } = await importTs('./src/content/brand.ts')
const { appIcon } = await importTs('./src/content/brand-colours.ts')

const require = createRequire(import.meta.url)
const out = 'public'
const fontFile =
  require.resolve('@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2')
const displayFont = `@font-face {
  font-family: 'Bricolage Grotesque Variable';
  font-weight: 200 800;
  src: url(data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}) format('woff2');
}`

const tuft = (colour, attributes = '') =>
  `<svg viewBox="0 0 32 32" ${attributes}><path d="${tuftPath}" fill="${colour}" stroke="${colour}" stroke-width="1.5" stroke-linejoin="round"/></svg>`

/** The app icon: a tuft on grass green. `inset` is the share of the side the tuft may use. */
const icon = ({ size, rounded, inset }) => `
  <div style="width:${size}px;height:${size}px;display:grid;place-items:center;
    background:${appIcon.background};border-radius:${rounded ? size * 0.22 : 0}px">
    ${tuft(appIcon.tuft, `width="${size * inset}" height="${size * inset}"`)}
  </div>`

// Tufts along the bottom edge of the card: [left px, size px, colour]
const meadowLine = [
  [-30, 150, palette.grass.bright],
  [70, 110, palette.meadow.deep],
  [150, 170, palette.grass.bright],
  [290, 120, palette.meadow.deep],
  [380, 90, palette.grass.bright],
  [470, 70, palette.meadow.deep],
  [560, 95, palette.grass.bright],
  [640, 60, palette.meadow.deep],
  [700, 100, palette.meadow.deep],
  [790, 160, palette.grass.bright],
  [930, 115, palette.meadow.deep],
  [1020, 180, palette.grass.bright],
  [1130, 120, palette.meadow.deep],
]

const socialCard = `
  <div style="position:relative;width:1200px;height:630px;overflow:hidden;background:${palette.grass.DEFAULT};
    font-family:'Bricolage Grotesque Variable';color:${palette.chalk.DEFAULT}">
    <div style="position:absolute;right:-90px;top:-90px;width:260px;height:260px;border-radius:50%;
      background:${palette.sun.DEFAULT}"></div>
    <div style="position:absolute;left:84px;top:128px">
      <div style="font-size:168px;font-weight:800;letter-spacing:-0.045em;line-height:0.9">touch grass</div>
      <div style="margin-top:34px;font-size:68px;font-weight:700;letter-spacing:-0.03em;color:${palette.meadow.DEFAULT}">
        end the <span style="color:${palette.chalk.DEFAULT};text-decoration:underline;
        text-decoration-color:${palette.sun.DEFAULT};text-decoration-thickness:10px;text-underline-offset:14px">brainrot</span>
      </div>
    </div>
    ${meadowLine
      .map(
        ([left, size, colour]) =>
          `<div style="position:absolute;left:${left}px;bottom:-${size * 0.1}px">${tuft(colour, `width="${size}" height="${size}"`)}</div>`,
      )
      .join('')}
  </div>`

const images = [
  { file: 'og-image.png', size: [1200, 630], html: socialCard },
  // The PNG twin of favicon.svg, for browsers that take no SVG icon.
  {
    file: 'favicon-32x32.png',
    size: [32, 32],
    html: readFileSync(join(out, 'favicon.svg'), 'utf8'),
  },
  // Manifest icons keep their rounded corners; transparent outside them.
  { file: 'icon-192.png', size: [192, 192], html: icon({ size: 192, rounded: true, inset: 0.7 }) },
  { file: 'icon-512.png', size: [512, 512], html: icon({ size: 512, rounded: true, inset: 0.7 }) },
  // iOS and Android mask these themselves: full bleed, the tuft inside the central safe zone.
  {
    file: 'apple-touch-icon.png',
    size: [180, 180],
    html: icon({ size: 180, inset: appIcon.tuftShare }),
  },
  { file: 'icon-maskable-512.png', size: [512, 512], html: icon({ size: 512, inset: 0.5 }) },
]

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--font-render-hinting=none'],
})
for (const { file, size, html } of images) {
  const [width, height] = size
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  await page.setContent(
    `<!doctype html><style>${displayFont} html,body{margin:0;background:transparent}</style>${html}`,
  )
  await page.evaluate(() => globalThis.document.fonts.ready)
  await page.screenshot({ path: join(out, file), omitBackground: true })
  await page.close()
  console.log(`${join(out, file)} ${width}x${height}`)
}
await browser.close()

// A website, not an installable app: the manifest gives Android its home-screen icon and colours.
const webManifest = {
  name: site.name,
  short_name: site.name,
  description: site.description,
  lang: 'en-GB',
  start_url: '/',
  scope: '/',
  display: 'browser',
  theme_color: site.themeColor,
  background_color: palette.chalk.DEFAULT,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
writeFileSync(join(out, 'site.webmanifest'), `${JSON.stringify(webManifest, null, 2)}\n`)
console.log(join(out, 'site.webmanifest'))
