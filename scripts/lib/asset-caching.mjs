// Hashed assets are cached for a year as immutable, by name: firebase.json's "/assets/**" rule
// would also give that header to a 404 for a missing asset (an earlier release's chunk, say),
// and a browser would then keep the 404 for a year, even after a release that has the file.
// Hosting's headers cannot depend on the status, so the rule names exactly the files the release
// serves; anything else under /assets/ gets the site's `no-cache`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Points the immutable rule of `configFile` (dist/firebase.json) at the files in `root`/assets. */
export function cacheServedAssetsForever(configFile, root) {
  const config = JSON.parse(readFileSync(configFile, 'utf8'))
  const rule = config.hosting.headers.find((candidate) => candidate.source.startsWith('/assets/'))
  if (!rule) throw new Error(`${configFile} has no header rule for /assets/`)
  const entries = readdirSync(join(root, 'assets'), { withFileTypes: true })
  const folder = entries.find((entry) => !entry.isFile())
  if (folder) throw new Error(`assets/${folder.name}: the asset rule expects files only`)
  const names = entries.map((entry) => entry.name).sort()
  rule.source = `/assets/@(${names.join('|')})`
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`)
  return names.length
}
