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

test('the emulator, Java, WebKitWebDriver, xvfb-run, dbus and AT-SPI each get their own line', () => {
  expect(missingTestTools({ ...everything, findEmulator: () => undefined })).toEqual([
    expect.stringMatching(/^Cloud Firestore emulator not found: apt-get install -y google-cloud/),
  ])
  const bare = { ...everything, onPath: () => '' }
  expect(missingTestTools(bare)).toEqual([
    expect.stringMatching(/^Java not found .*openjdk-17-jre-headless/),
    expect.stringMatching(/^WebKitWebDriver not found .*webkit2gtk-driver/),
    expect.stringMatching(/^xvfb-run not found .*apt-get install -y xvfb/),
    expect.stringMatching(/^dbus-run-session not found .*apt-get install -y dbus/),
  ])
  expect(missingTestTools({ ...everything, exists: (path) => !path.includes('Atspi') })).toEqual([
    expect.stringMatching(/^AT-SPI's Python bindings not found .*python3-gi gir1.2-atspi-2.0/),
  ])
})

test('driving Safari needs none of WebKitGTK’s tools', () => {
  const safari = {
    ...everything,
    env: { WEBKIT_DRIVER: 'safari' },
    onPath: (c) => (c === 'java' ? '/usr/bin/java' : ''),
    exists: (path) => !path.includes('Atspi'),
  }
  expect(missingTestTools(safari)).toEqual([])
})
