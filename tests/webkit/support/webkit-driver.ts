import { spawnSync } from 'node:child_process'

/**
 * Which WebDriver server drives WebKit, and how to ask it for a browser. WebKitGTK's
 * WebKitWebDriver (Debian webkit2gtk-driver) starts MiniBrowser; on macOS, Safari's own
 * safaridriver (enable it once with `safaridriver --enable`) starts Safari.
 */
export type WebKitDriver = {
  name: string
  command: string
  args: (port: number) => string[]
  /** Vendor keys (`webkitgtk:`) are not in WebdriverIO's types. */
  capabilities: WebdriverIO.Capabilities & Record<string, unknown>
}

const miniBrowser =
  process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

const drivers = {
  webkitgtk: {
    name: 'WebKitGTK MiniBrowser',
    command: 'WebKitWebDriver',
    args: (port) => [`--port=${port}`],
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    },
  },
  safari: {
    name: 'Safari',
    command: 'safaridriver',
    args: (port) => ['--port', String(port)],
    capabilities: { browserName: 'safari' },
  },
} satisfies Record<string, WebKitDriver>

export function chosenDriver(): WebKitDriver {
  const name = process.env.WEBKIT_DRIVER ?? (process.platform === 'darwin' ? 'safari' : 'webkitgtk')
  if (!(name in drivers)) {
    throw new Error(`WEBKIT_DRIVER=${name}: choose one of ${Object.keys(drivers).join(', ')}`)
  }
  const driver = drivers[name as keyof typeof drivers]
  const found = spawnSync('sh', ['-c', `command -v ${driver.command}`]).status === 0
  if (!found) {
    throw new Error(
      `${driver.command} is not installed. On Debian/Ubuntu: apt-get install webkit2gtk-driver xvfb; ` +
        'on macOS: safaridriver --enable (WEBKIT_DRIVER=safari).',
    )
  }
  if (name === 'webkitgtk' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    throw new Error(
      'MiniBrowser needs a display: run under `xvfb-run -a` (npm run test:webkit does).',
    )
  }
  return driver
}
