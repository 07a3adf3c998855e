// Firebase Hosting serves exactly the files of the current release: a page opened before a
// deploy asks for hashed chunks the new release does not have, and gets 404s. Hosting has no
// setting to keep old files, so the deploy carries them: every build lists its own hashed
// assets in /release-assets.json, and `npm run deploy` fetches the live release's list and
// files and adds them to the new release. Only the live release's own files are listed, so
// exactly one earlier release stays reachable.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const releaseListFile = 'release-assets.json'

/** Writes this build's own hashed assets (paths relative to the site root) to its list. */
export function writeReleaseList(root) {
  const files = readdirSync(join(root, 'assets'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .replaceAll('\\', '/'),
    )
    .sort()
  writeFileSync(join(root, releaseListFile), `${JSON.stringify(files, null, 1)}\n`)
  return files
}

/**
 * Adds the live release's assets that this build does not have to `root`. Returns how many were
 * added; none when the site has no list yet (its first deploy with this step). A listed file the
 * live site does not serve stops the deploy: a release that keeps fewer than it should is the
 * problem this step exists to prevent.
 */
export async function keepPreviousRelease(root, origin, fetchImpl = fetch) {
  const listed = await fetchImpl(new URL(`/${releaseListFile}`, origin), { cache: 'no-store' })
  if (listed.status === 404) return 0
  if (!listed.ok) throw new Error(`${origin}/${releaseListFile} answered ${listed.status}`)
  const files = await listed.json()
  let added = 0
  for (const file of files) {
    if (typeof file !== 'string' || !/^assets\/[\w./-]+$/.test(file) || file.includes('..')) {
      throw new Error(`${releaseListFile} lists ${JSON.stringify(file)}, not an asset path`)
    }
    const target = join(root, file)
    if (existsSync(target)) continue
    const response = await fetchImpl(new URL(`/${file}`, origin))
    if (!response.ok) throw new Error(`${origin}/${file} answered ${response.status}`)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, Buffer.from(await response.arrayBuffer()))
    added += 1
  }
  return added
}
