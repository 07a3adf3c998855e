// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { keepPreviousRelease, releaseListFile, writeReleaseList } from './previous-release.mjs'

const servers = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

/** A build directory with the given assets. */
function build(files) {
  const root = mkdtempSync(join(tmpdir(), 'release-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  return root
}

/** Serves a directory like Hosting: its files, 404 for anything else. */
async function serve(root) {
  const server = createServer((request, response) => {
    const file = join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname))
    if (!existsSync(file)) return response.writeHead(404).end()
    response.end(readFileSync(file))
  })
  servers.push(server)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${server.address().port}`
}

test("a deploy adds the live release's own assets, and lists only its own", async () => {
  const live = build({ 'assets/index-old.js': 'old', 'assets/form-old.js': 'old form' })
  writeReleaseList(live)
  const next = build({ 'assets/index-new.js': 'new' })
  expect(writeReleaseList(next)).toEqual(['assets/index-new.js'])

  expect(await keepPreviousRelease(next, await serve(live))).toBe(2)
  expect(readFileSync(join(next, 'assets/form-old.js'), 'utf8')).toBe('old form')
  expect(JSON.parse(readFileSync(join(next, releaseListFile), 'utf8'))).toEqual([
    'assets/index-new.js',
  ])
})

test('the first deploy, with no list live yet, adds nothing', async () => {
  const next = build({ 'assets/index-new.js': 'new' })
  expect(await keepPreviousRelease(next, await serve(build({})))).toBe(0)
})

test('a listed asset the live site does not serve stops the deploy', async () => {
  const live = build({ 'assets/a.js': 'a' })
  writeReleaseList(live)
  writeFileSync(join(live, releaseListFile), JSON.stringify(['assets/a.js', 'assets/gone.js']))
  const next = build({ 'assets/b.js': 'b' })
  await expect(keepPreviousRelease(next, await serve(live))).rejects.toThrow(
    /gone\.js answered 404/,
  )
})

test('a list that names anything but an asset is refused', async () => {
  const live = build({})
  writeFileSync(join(live, releaseListFile), JSON.stringify(['../../etc/passwd']))
  await expect(keepPreviousRelease(build({}), await serve(live))).rejects.toThrow(/not an asset/)
})
