// Renders the homepage demo video and its poster from scene.html:
//   node scripts/demo-video/render.mjs   (needs Chromium, ffmpeg and avifenc from Debian's
//   libavif-bin; outputs are committed)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs'

const fps = 15
const seconds = 8.8
const out = 'public/media'
const frames = mkdtempSync(join(tmpdir(), 'demo-frames-'))

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 480, height: 1040 } })
await page.goto(pathToFileURL('scripts/demo-video/scene.html').href)
await page.evaluate(() => document.fonts.ready)
const count = Math.round(seconds * fps)
for (let frame = 0; frame < count; frame++) {
  await page.evaluate((t) => window.render(t), frame / fps)
  await page.screenshot({ path: join(frames, `${String(frame).padStart(4, '0')}.png`) })
}
await page.evaluate(() => window.render(0))
await page.screenshot({ path: join(frames, 'poster.png') })
await browser.close()

const ffmpeg = (...args) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args])
ffmpeg(
  ...['-framerate', String(fps), '-i', join(frames, '%04d.png')],
  ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p'],
  ...['-movflags', '+faststart', '-an', join(out, 'touch-grass-demo.mp4')],
)
// AVIF: the poster is /download's largest paint, and AVIF is the smallest file that looks the
// same. Safari since iOS 16.4, Chrome and Firefox decode it; a
// browser that cannot shows the frame's green until the video plays.
execFileSync('avifenc', [
  ...['-s', '0', '--min', '20', '--max', '40'],
  join(frames, 'poster.png'),
  join(out, 'touch-grass-demo-poster.avif'),
])
rmSync(frames, { recursive: true })
for (const file of ['touch-grass-demo.mp4', 'touch-grass-demo-poster.avif']) {
  console.log(`${file}: ${statSync(join(out, file)).size} bytes`)
}
