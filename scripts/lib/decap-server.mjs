// decap-server, the content editor's local backend, behind a guard of our own. decap-server
// answers any Host header and reads or writes any file in the repository it is given, so a page
// that rebinds its own name to 127.0.0.1 (DNS rebinding) could read .git/config or rewrite
// vite.config.ts, and any other site open in the browser could post to it. So it runs inside
// this process, as a request handler with no port of its own (a second listening port would be a
// way round the guard), and the guard, the only listener, hands it only requests addressed to
// this machine by a loopback name, from the one page origin the editor is served at (or none:
// curl, tests), whose every path lies in a folder the editor edits.
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { posix } from 'node:path'

/** The folders /admin edits (admin/decap-config.ts: its collections and its media_folder). */
export const editableFolders = ['content', 'public/images/uploads']

// decap-server's own express, so its middlewares run on the app they were written for.
const decapRequire = createRequire(createRequire(import.meta.url).resolve('decap-server'))
const express = decapRequire('express')
const { registerLocalFs } = decapRequire('./middlewares.js')

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]']
// decap-server's own limit on a request body (an uploaded picture travels as base64 JSON).
const maxBody = 50 * 1024 * 1024

/**
 * Serves decap-server (its file-system mode) for `repository` behind the guard on
 * 127.0.0.1:`port`, answering pages from `siteOrigin` only (exactly: scheme, host and port).
 * Resolves when it listens; `stop()` closes it.
 */
export async function startDecapServer({ port, repository, siteOrigin }) {
  if (!/^https?:\/\/[^/]+$/.test(siteOrigin ?? ''))
    throw new Error(`startDecapServer needs the editor's page origin, not ${siteOrigin}`)
  const app = await decapServerApp(repository, siteOrigin)
  const guard = createServer(
    (req, res) => void handle(req, res, { port: guardPort, siteOrigin, app }),
  )
  await new Promise((resolve, reject) => {
    guard.once('error', reject)
    guard.listen(port, '127.0.0.1', resolve)
  })
  // Port 0 (the tests) lets the system choose.
  const guardPort = guard.address().port
  const stop = async () => {
    guard.closeAllConnections()
    await new Promise((resolve) => guard.close(resolve))
  }
  return { port: guardPort, stop }
}

/**
 * decap-server's app, built as its own server builds it but never listening. It reads the
 * repository and the CORS origin from the environment while it registers, and only then.
 */
async function decapServerApp(repository, siteOrigin) {
  const app = express()
  const settings = { GIT_REPO_DIRECTORY: repository, ORIGIN: siteOrigin }
  const before = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]))
  Object.assign(process.env, settings)
  try {
    await registerLocalFs(app, { logLevel: 'error' })
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  return app
}

async function handle(req, res, { port, siteOrigin, app }) {
  const refuse = (status, error) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error }))
  }
  if (!loopbackNames.some((name) => req.headers.host === `${name}:${port}`))
    return refuse(403, 'decap-server answers only requests addressed to this machine')
  const origin = req.headers.origin
  if (origin !== undefined && origin !== siteOrigin)
    return refuse(403, `decap-server answers only the editor at ${siteOrigin}/admin`)

  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > maxBody) return refuse(413, 'request too large')
    chunks.push(chunk)
  }
  const body = Buffer.concat(chunks)
  if (req.method === 'POST') {
    // The editor always sends JSON; a form or text post (which a browser sends cross-site
    // without asking first) is not the editor.
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
      return refuse(415, 'decap-server takes JSON only')
    let parsed
    try {
      parsed = JSON.parse(body.toString('utf8') || '{}')
    } catch {
      return refuse(400, 'request body is not JSON')
    }
    const outside = pathsIn(parsed?.params).find((path) => !isEditable(path))
    if (outside !== undefined)
      return refuse(403, `${outside} is outside ${editableFolders.join(' and ')}`)
    // Read once, here: decap-server's body parser takes it as already parsed.
    req.body = parsed
    req._body = true
  }
  app(req, res)
}

// Every key under which decap-server's actions take a repository path (see its request schema).
const pathKeys = new Set(['path', 'newPath', 'folder', 'mediaFolder'])

/** Every repository path a request's params name, however deep. */
export function pathsIn(value, key = '') {
  if (typeof value === 'string') return pathKeys.has(key) || key === 'paths' ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => pathsIn(item, key))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => pathsIn(item, name))
  return []
}

/** Whether a repository-relative path lies in (or is) one of the editable folders. */
export function isEditable(path) {
  if (path.includes('\\') || path.includes('\0') || posix.isAbsolute(path)) return false
  const normal = posix.normalize(path).replace(/\/$/, '')
  return editableFolders.some((folder) => normal === folder || normal.startsWith(`${folder}/`))
}
