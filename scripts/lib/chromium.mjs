// The one place that says how this project launches Chromium: Debian's build (never a
// downloaded one) with the flags that keep it off the network it does not have.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
