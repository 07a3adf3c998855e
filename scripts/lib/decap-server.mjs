// decap-server, the content editor's local backend, behind a guard of our own. decap-server
// answers any Host header and reads or writes any file in the repository it is given, so a page
// that rebinds its own name to 127.0.0.1 (DNS rebinding) could read .git/config or rewrite
// vite.config.ts. It runs on an internal port; the guard in front of it answers only requests
// addressed to this machine by a loopback name, from a loopback origin (or none: curl, tests),
// whose every path lies in a folder the editor edits.
import { spawn } from 'node:child_process'
import { createServer, request as forward } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { posix } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The folders /admin edits (admin/decap-config.ts: its collections and its media_folder). */
export const editableFolders = ['content', 'public/images/uploads']

const decapServerBin = fileURLToPath(
  new URL('../../node_modules/decap-server/dist/index.js', import.meta.url),
)
const loopbackNames = ['127.0.0.1', 'localhost', '[::1]']
const loopbackOrigin = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/
// decap-server's own limit on a request body (an uploaded picture travels as base64 JSON).
const maxBody = 50 * 1024 * 1024

/**
 * Starts decap-server (MODE=fs) for `repository` behind the guard on 127.0.0.1:`port`.
 * Resolves when both answer; `stop()` ends both.
 */
export async function startDecapServer({ port, repository, stderr = 'inherit' }) {
  const internalPort = await freePort()
  const child = spawn(process.execPath, [decapServerBin], {
    stdio: ['ignore', 'ignore', stderr],
    env: {
      ...process.env,
      PORT: String(internalPort),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: repository,
      MODE: 'fs',
      LOG_LEVEL: 'error',
    },
  })
  const guard = createServer((req, res) => void handle(req, res, { port: guardPort, internalPort }))
  await new Promise((resolve, reject) => {
    guard.once('error', reject)
    guard.listen(port, '127.0.0.1', resolve)
  })
  // Port 0 (the tests) lets the system choose.
  const guardPort = guard.address().port
  const stop = async () => {
    child.kill()
    await new Promise((resolve) => guard.close(resolve))
  }
  try {
    await waitUntilAnswering(internalPort, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { port: guardPort, stop }
}

async function handle(req, res, { port, internalPort }) {
  const refuse = (status, error) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error }))
  }
  if (!loopbackNames.some((name) => req.headers.host === `${name}:${port}`))
    return refuse(403, 'decap-server answers only requests addressed to this machine')
  const origin = req.headers.origin
  if (origin !== undefined && !loopbackOrigin.test(origin))
    return refuse(403, 'decap-server answers only pages served from this machine')

  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > maxBody) return refuse(413, 'request too large')
    chunks.push(chunk)
  }
  const body = Buffer.concat(chunks)
  if (req.method === 'POST') {
    let params
    try {
      params = JSON.parse(body.toString('utf8') || '{}').params
    } catch {
      return refuse(400, 'request body is not JSON')
    }
    const outside = pathsIn(params).find((path) => !isEditable(path))
    if (outside !== undefined)
      return refuse(403, `${outside} is outside ${editableFolders.join(' and ')}`)
  }

  const upstream = forward(
    {
      host: '127.0.0.1',
      port: internalPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'content-length': String(body.length) },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => refuse(502, 'decap-server is not answering'))
  upstream.end(body)
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilAnswering(port, child) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server exited (${child.exitCode})`)
    const answered = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"action":"info"}',
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('decap-server did not start within 15 s')
}
