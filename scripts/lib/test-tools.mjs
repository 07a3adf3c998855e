// What `npm test` needs outside node_modules, checked before anything runs: without Chromium
// every Playwright test fails on its own, hundreds of times over, instead of once here.
import { existsSync } from 'node:fs'
import { testChromiumPath } from './chromium.mjs'
import { findEmulator, onPath } from './firestore-emulator.mjs'

/**
 * Debian's Python GObject bindings and AT-SPI's typelib (tests/webkit/support/atspi-tree.py), and
 * the accessibility bus the suite's session bus starts (tests/webkit/support/session-bus).
 */
const atspiBindings = [
  '/usr/lib/python3/dist-packages/gi',
  '/usr/lib/x86_64-linux-gnu/girepository-1.0/Atspi-2.0.typelib',
  '/usr/libexec/at-spi-bus-launcher',
]

/**
 * One line for each missing tool, naming it and how to get it; empty when all are there.
 * `machine` answers the questions (real by default, a stand-in in the unit test).
 */
export function missingTestTools(
  machine = {
    env: process.env,
    chromiumPath: testChromiumPath,
    exists: existsSync,
    onPath,
    findEmulator,
  },
) {
  const { env, exists } = machine
  const missing = []
  if (!exists(machine.chromiumPath)) {
    missing.push(
      `Chromium's headless shell not found at ${machine.chromiumPath}: apt-get install -y chromium-headless-shell, or set CHROME_PATH to a Chromium or Chrome binary.`,
    )
  }
  const emulator = machine.findEmulator()
  if (!emulator) {
    missing.push(
      'Cloud Firestore emulator not found: apt-get install -y google-cloud-cli-firestore-emulator, or set FIRESTORE_EMULATOR_BIN (README, Quick start).',
    )
  } else if (emulator.kind !== 'firebase-cli' && !machine.onPath('java')) {
    missing.push(
      'Java not found (the Firestore emulator runs on it): apt-get install -y openjdk-17-jre-headless.',
    )
  }
  // The WebKit suite: WebKitGTK's driver on a virtual display, unless it drives Safari (macOS).
  const safari = (env.WEBKIT_DRIVER ?? (process.platform === 'darwin' ? 'safari' : '')) === 'safari'
  if (!safari && !machine.onPath('WebKitWebDriver')) {
    missing.push(
      'WebKitWebDriver not found (the WebKit suite): apt-get install -y webkit2gtk-driver.',
    )
  }
  if (!safari && !machine.onPath('xvfb-run')) {
    missing.push('xvfb-run not found (the WebKit suite): apt-get install -y xvfb.')
  }
  // What a screen reader hears from WebKit is read through AT-SPI, on a session bus of its own.
  if (!safari && !machine.onPath('dbus-run-session')) {
    missing.push('dbus-run-session not found (the WebKit suite): apt-get install -y dbus.')
  }
  if (!safari && !atspiBindings.every((path) => exists(path))) {
    missing.push(
      "AT-SPI's Python bindings not found (the WebKit suite reads WebKit's accessibility tree): apt-get install -y python3-gi gir1.2-atspi-2.0 at-spi2-core.",
    )
  }
  return missing
}
