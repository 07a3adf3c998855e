// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { palette } from '../styles/tokens'
import { site } from './site'

// public/site.webmanifest is written by scripts/generate-brand-images.mjs; rerun it when this fails.
test('the web app manifest carries the current name and colours', () => {
  const manifest = JSON.parse(readFileSync('public/site.webmanifest', 'utf8')) as Record<
    string,
    unknown
  >
  expect(manifest).toMatchObject({
    name: site.name,
    short_name: site.name,
    start_url: '/',
    theme_color: site.themeColor,
    background_color: palette.chalk.DEFAULT,
  })
})
