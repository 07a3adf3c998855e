// Serves the build the way Firebase Hosting does: superstatic (the server `firebase serve`
// runs locally) with the hosting section of the same firebase.json, compression on.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { testPorts } from './lib/test-ports.mjs'

const require = createRequire(import.meta.url)
const { server } = require('superstatic')

const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting
const port = Number(process.env.PORT ?? testPorts.preview)

server({
  port,
  hostname: '127.0.0.1',
  config: hosting,
  cwd: process.cwd(),
  compression: true,
  errorPage: `${hosting.public}/404.html`,
}).listen(() => {
  console.log(`Serving ${hosting.public} at http://127.0.0.1:${port} (firebase.json hosting rules)`)
})
