// The one place that says how this project launches Chromium: Debian's builds (never a
// downloaded one) with the flags that keep them off the network they do not have.

/** The full browser: what the benchmark measures and what screenshots and images are made in. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * What the tests drive: Chromium's headless shell, the build Playwright itself runs headless. It
 * renders with the same engine and answers the same DevTools commands (CPU throttling, emulated
 * colour schemes and forced colours, screenshots), without the full browser's windowing and
 * services, so the suite spends less of its 2 cores on Chromium. CHROME_PATH overrides both.
 */
export const testChromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
