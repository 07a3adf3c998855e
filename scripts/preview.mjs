// Serves the build the way Firebase Hosting does: superstatic (the server `firebase serve`
// runs locally) with the hosting section of dist/firebase.json, the exact config
// `npm run deploy` ships (firebase.json plus the CSP computed by scripts/postbuild.mjs).
// Hosting's rewrites to Cloud Functions go to the local functions host (FUNCTIONS_ORIGIN,
// started by scripts/with-emulator.mjs), as Hosting sends them to the deployed functions.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { assumptionBroken } from './lib/assumptions.mjs'
import { functionRewrites } from './lib/functions-host.mjs'
import { testFunctionsOrigin, testPorts } from './lib/test-ports.mjs'

const require = createRequire(import.meta.url)
const { server } = require('superstatic')

const configDir = 'dist'
const configFile = join(configDir, 'firebase.json')
if (!existsSync(configFile)) {
  console.error(`${configFile} is missing: run \`npm run build\` first.`)
  process.exit(1)
}
const hosting = JSON.parse(readFileSync(configFile, 'utf8')).hosting
// Hosting reads a `regex` rule as RE2; superstatic does too only with re2, a native addon this
// project does not build (package.json allowScripts), and otherwise as a JavaScript RegExp.
const regexRules = ['redirects', 'rewrites', 'headers'].flatMap((kind) =>
  (hosting[kind] ?? []).filter((rule) => rule.regex).map((rule) => `${kind}: ${rule.regex}`),
)
if (regexRules.length > 0) {
  console.error(
    assumptionBroken(
      `firebase.json has regex rules (${regexRules.join('; ')}), which this preview would not read as Hosting does: allow re2's install script in package.json, or use a glob`,
      180,
    ),
  )
  process.exit(1)
}
const port = Number(process.env.PORT ?? testPorts.preview)
const functionsOrigin = process.env.FUNCTIONS_ORIGIN ?? testFunctionsOrigin
const toFunctions = functionRewrites(hosting)

const app = server({
  port,
  hostname: '127.0.0.1',
  config: hosting,
  cwd: configDir,
  compression: true,
  errorPage: join(configDir, hosting.public, '404.html'),
})

const sessionCookie = (request) =>
  String(request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('__session=')) ?? ''

// Hosting passes a function the browser's request headers (the editor's sign-in reads
// Sec-Fetch-Site and Referer), less its cookies and what belongs to one connection.
const notForwarded = new Set([
  'cookie',
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'expect',
])
const forwardedHeaders = (request) =>
  Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name, value]) => !notForwarded.has(name) && typeof value === 'string',
    ),
  )

async function proxyToFunctions(request, response) {
  try {
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : Readable.toWeb(request)
    const answer = await fetch(new URL(request.url, functionsOrigin), {
      method: request.method,
      headers: {
        ...forwardedHeaders(request),
        'content-type': request.headers['content-type'] ?? 'text/plain',
        // Hosting passes a function one cookie, __session, and drops every other.
        ...(sessionCookie(request) ? { cookie: sessionCookie(request) } : {}),
      },
      body,
      duplex: 'half',
      redirect: 'manual',
    })
    response.writeHead(answer.status, Object.fromEntries(answer.headers))
    response.end(Buffer.from(await answer.arrayBuffer()))
  } catch {
    response.writeHead(502).end('the functions are not running')
  }
}

// Before superstatic's own middleware, which app.listen adds last.
app.use((request, response, next) => {
  const path = new URL(request.url, 'http://localhost').pathname
  if (toFunctions[path]) return void proxyToFunctions(request, response)
  next()
})
app.listen(() => {
  console.log(
    `Serving ${join(configDir, hosting.public)} at http://127.0.0.1:${port} (${configFile})`,
  )
})
