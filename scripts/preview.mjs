// Serves the build the way Firebase Hosting does: superstatic (the server `firebase serve`
// runs locally) with the hosting section of dist/firebase.json, the exact config
// `npm run deploy` ships (firebase.json plus the CSP computed by scripts/postbuild.mjs).
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { testPorts } from './lib/test-ports.mjs'

const require = createRequire(import.meta.url)
const { server } = require('superstatic')

const configDir = 'dist'
const configFile = join(configDir, 'firebase.json')
if (!existsSync(configFile)) {
  console.error(`${configFile} is missing: run \`npm run build\` first.`)
  process.exit(1)
}
const hosting = JSON.parse(readFileSync(configFile, 'utf8')).hosting
const port = Number(process.env.PORT ?? testPorts.preview)

server({
  port,
  hostname: '127.0.0.1',
  config: hosting,
  cwd: configDir,
  compression: true,
  errorPage: join(configDir, hosting.public, '404.html'),
}).listen(() => {
  console.log(
    `Serving ${join(configDir, hosting.public)} at http://127.0.0.1:${port} (${configFile})`,
  )
})
