// @vitest-environment node
import { expect, test } from 'vitest'
import { missingTestTools } from './test-tools.mjs'

const everything = {
  env: { WEBKIT_DRIVER: 'webkitgtk' },
  chromiumPath: '/usr/bin/chromium-headless-shell',
  exists: () => true,
  onPath: (command) => `/usr/bin/${command}`,
  findEmulator: () => ({ kind: 'gcloud', path: '/usr/lib/google-cloud-sdk/x' }),
}

test('a machine with every tool passes', () => {
  expect(missingTestTools(everything)).toEqual([])
})

test('a missing Chromium is one line naming the path and how to get it', () => {
  const missing = missingTestTools({
    ...everything,
    chromiumPath: '/nowhere/chrome',
    exists: (path) => path !== '/nowhere/chrome',
  })
  expect(missing).toEqual([
    "Chromium's headless shell not found at /nowhere/chrome: apt-get install -y chromium-headless-shell, or set CHROME_PATH to a Chromium or Chrome binary.",
  ])
})

test('the emulator, Java, WebKitWebDriver and xvfb-run each get their own line', () => {
  expect(missingTestTools({ ...everything, findEmulator: () => undefined })).toEqual([
    expect.stringMatching(/^Cloud Firestore emulator not found: apt-get install -y google-cloud/),
  ])
  const bare = { ...everything, onPath: () => '' }
  expect(missingTestTools(bare)).toEqual([
    expect.stringMatching(/^Java not found .*openjdk-17-jre-headless/),
    expect.stringMatching(/^WebKitWebDriver not found .*webkit2gtk-driver/),
    expect.stringMatching(/^xvfb-run not found .*apt-get install -y xvfb/),
  ])
})

test('driving Safari needs neither WebKitWebDriver nor xvfb-run', () => {
  const safari = {
    ...everything,
    env: { WEBKIT_DRIVER: 'safari' },
    onPath: (c) => (c === 'java' ? '/usr/bin/java' : ''),
  }
  expect(missingTestTools(safari)).toEqual([])
})
