// Renders the press kit's app stills from the demo video's scene (scene.html) at twice its
// size, and a small JPEG of each for the press page to show:
//   node scripts/demo-video/render-stills.mjs   (needs Chromium; outputs are committed)
// The scene is HTML and CSS, which only a browser draws: like the video, the stills are rendered
// once and committed, so the build needs no browser. scripts/vite-plugin-press-kit.ts reads them.
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { runnerImport } from 'vite'
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs'

const { pressKitAssets } = (
  await runnerImport('./src/content/press-kit.ts', {
    configFile: false,
    resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  })
).module
const stills = pressKitAssets.filter((asset) => asset.kind === 'still')
const out = 'src/assets/press'

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const openScene = async (deviceScaleFactor) => {
  const page = await browser.newPage({ viewport: { width: 480, height: 1040 }, deviceScaleFactor })
  await page.goto(pathToFileURL('scripts/demo-video/scene.html').href)
  await page.evaluate(() => document.fonts.ready)
  return page
}
const [full, small] = await Promise.all([openScene(2), openScene(1)])
for (const still of stills) {
  const png = join(out, still.file)
  const jpeg = join(out, still.preview)
  await full.evaluate((t) => window.render(t), still.atSeconds)
  await full.screenshot({ path: png })
  await small.evaluate((t) => window.render(t), still.atSeconds)
  await small.screenshot({ path: jpeg, type: 'jpeg', quality: 78 })
  for (const file of [png, jpeg]) console.log(`${file}: ${statSync(file).size} bytes`)
}
await browser.close()
