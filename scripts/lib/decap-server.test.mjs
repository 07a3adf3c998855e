// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { decapConfig } from '../../admin/decap-config.ts'
import { editableFolders, startDecapServer } from './decap-server.mjs'
import { listenersOf } from './listeners.mjs'

// The page origin the editor is served at, as `npm run dev` passes it.
const siteOrigin = 'http://localhost:5173'

// A repository of its own, with a file outside content/ that a rebinding page would go for.
let repository = ''
let server

beforeAll(async () => {
  repository = mkdtempSync(join(tmpdir(), 'decap-guard-'))
  mkdirSync(join(repository, 'content/faq'), { recursive: true })
  mkdirSync(join(repository, '.git'))
  writeFileSync(join(repository, 'content/faq/basics.yml'), 'title: basics\n')
  writeFileSync(join(repository, '.git/config'), '[core]\n')
  writeFileSync(join(repository, 'vite.config.ts'), 'export default {}\n')
  server = await startDecapServer({ port: 0, repository, siteOrigin })
})

afterAll(async () => {
  await server?.stop()
  rmSync(repository, { recursive: true, force: true })
})

/** A POST to the API as a browser would send it; node:http, since fetch will not set Host. */
function post(body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body)
    const sent = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/v1',
        headers: {
          Host: `localhost:${server.port}`,
          Origin: siteOrigin,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode, text }))
      },
    )
    sent.on('error', reject)
    sent.end(data)
  })
}

const persist = (path, raw) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    entry: { slug: 'x', path, raw },
    assets: [],
    options: { commitMessage: 'save', collectionName: 'faq', useWorkflow: false, status: 'draft' },
  },
})

test('the editor on localhost reads and saves under content/', async () => {
  const read = await post({
    action: 'getEntry',
    params: { branch: 'main', path: 'content/faq/basics.yml' },
  })
  expect(read.status).toBe(200)
  expect(JSON.parse(read.text).data).toBe('title: basics\n')

  const saved = await post(persist('content/faq/new.yml', 'title: new\n'), {
    Host: `127.0.0.1:${server.port}`,
  })
  expect(saved.status).toBe(200)
  expect(readFileSync(join(repository, 'content/faq/new.yml'), 'utf8')).toBe('title: new\n')
})

test('a request addressed to another name (DNS rebinding) is refused', async () => {
  const foreignHost = await post(
    { action: 'getEntry', params: { branch: 'main', path: 'content/faq/basics.yml' } },
    { Host: `rebind.example:${server.port}`, Origin: `http://rebind.example:${server.port}` },
  )
  expect(foreignHost.status).toBe(403)
  expect(foreignHost.text).not.toContain('basics')

  const foreignOrigin = await post(persist('content/faq/basics.yml', 'title: owned\n'), {
    Origin: 'https://attacker.example',
  })
  expect(foreignOrigin.status).toBe(403)
  expect(readFileSync(join(repository, 'content/faq/basics.yml'), 'utf8')).toBe('title: basics\n')
})

test("only the dev server's own origin is answered: another port, scheme or loopback name is refused", async () => {
  // Another local app (a second dev server, a tool's web page) is as foreign as any site.
  for (const origin of [
    'http://localhost:5174',
    'http://localhost:1080',
    'https://localhost:5173',
    'http://127.0.0.1:5173',
    'http://localhost',
    'null',
  ]) {
    const answer = await post(persist('content/faq/basics.yml', 'title: owned\n'), {
      Origin: origin,
    })
    expect({ origin, status: answer.status }).toEqual({ origin, status: 403 })
    const read = await post(
      { action: 'getEntry', params: { branch: 'main', path: 'content/faq/basics.yml' } },
      { Origin: origin },
    )
    expect({ origin, status: read.status }).toEqual({ origin, status: 403 })
    expect(read.text).not.toContain('basics')
  }
  expect(readFileSync(join(repository, 'content/faq/basics.yml'), 'utf8')).toBe('title: basics\n')
})

test('a post that is not JSON (a form a foreign page can send unasked) is refused', async () => {
  const answer = await post(persist('content/faq/basics.yml', 'title: owned\n'), {
    'Content-Type': 'text/plain',
  })
  expect(answer.status).toBe(415)
  expect(readFileSync(join(repository, 'content/faq/basics.yml'), 'utf8')).toBe('title: basics\n')
})

test('decap-server has no port of its own: the guard is the only listener it adds', async () => {
  // In a process of its own, so nothing else of this test run is counted.
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startDecapServer } = await import(${JSON.stringify(new URL('./decap-server.mjs', import.meta.url).href)})
       const server = await startDecapServer({ port: 0, repository: process.argv[1], siteOrigin: 'http://localhost:5173' })
       console.log(server.port)`,
      repository,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  try {
    const guardPort = await new Promise((resolve, reject) => {
      child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())))
      child.once('exit', (code) => reject(new Error(`exited ${code}`)))
    })
    // The guard answers, so everything decap-server needed has started.
    const info = await fetch(`http://127.0.0.1:${guardPort}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"action":"info"}',
    })
    expect(info.status).toBe(200)
    expect(listenersOf(child.pid).map(({ address, port }) => ({ address, port }))).toEqual([
      { address: '127.0.0.1', port: guardPort },
    ])
  } finally {
    child.kill()
  }
})

test('a read or write outside content/ and the uploads folder is refused', async () => {
  for (const path of ['vite.config.ts', 'content/../vite.config.ts', '/etc/passwd']) {
    expect((await post(persist(path, 'owned\n'))).status).toBe(403)
  }
  expect(readFileSync(join(repository, 'vite.config.ts'), 'utf8')).toBe('export default {}\n')

  const secret = await post({ action: 'getEntry', params: { branch: 'main', path: '.git/config' } })
  expect(secret.status).toBe(403)
  expect(secret.text).not.toContain('[core]')

  const upload = await post({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: 'public/images/uploads/a.txt', content: 'aGk=', encoding: 'base64' },
      options: { commitMessage: 'upload' },
    },
  })
  expect(upload.status).toBe(200)
  expect(readFileSync(join(repository, 'public/images/uploads/a.txt'), 'utf8')).toBe('hi')
})

test('every folder and file the editor edits is one the guard lets through', () => {
  const config = decapConfig({ repo: 'a/b', branch: 'main', localBackendUrl: 'http://x' })
  const places = [
    config.media_folder,
    ...config.collections.flatMap((collection) =>
      'folder' in collection
        ? [collection.folder]
        : (collection.files ?? []).map((file) => file.file),
    ),
  ]
  for (const place of places) {
    expect(
      editableFolders.some((folder) => place === folder || place.startsWith(`${folder}/`)),
      place,
    ).toBe(true)
  }
})
