// Screenshots pages of a running server at phone and desktop widths, for looking at what we build:
//   node scripts/screenshot.mjs [--base http://127.0.0.1:4173] [--out shots] /path ...
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index === -1 ? fallback : args.splice(index, 2)[1]
}
const base = option('--base', 'http://127.0.0.1:4173')
const out = option('--out', 'shots')
const fullPage = option('--full', 'yes') === 'yes'
const paths = args.length > 0 ? args : ['/']
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } })
  for (const path of paths) {
    await page.goto(new URL(path, base).href)
    await page.waitForLoadState('networkidle')
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`
    await page.screenshot({ path: join(out, name), fullPage })
    console.log(join(out, name))
  }
  await page.close()
}
await browser.close()
