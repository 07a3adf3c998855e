// The one form every framework assumption check fails with: a line that says what no longer
// holds and the decision records that rely on it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** `Assumption broken: <what> (docs/decisions/NNN, MMM)` */
export function assumptionBroken(what, ...records) {
  return `Assumption broken: ${what} (docs/decisions/${records.join(', ')})`
}

const versionOf = (root, name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'))

/**
 * TanStack Start pins the router it was built with. When the installed router is another
 * version, the prerender fails with an opaque "Internal Server Error"; this says why first.
 * Returns the one-line message, or null when the versions agree.
 */
export function routerVersionMismatch(root = process.cwd()) {
  const start = versionOf(root, '@tanstack/react-start')
  const pinned = start.dependencies?.['@tanstack/react-router']
  const installed = versionOf(root, '@tanstack/react-router').version
  if (!pinned || pinned === installed) return null
  return assumptionBroken(
    `@tanstack/react-start ${start.version} pins @tanstack/react-router ${pinned}, but ${installed} is installed: install ${pinned} or the Start release that pins ${installed}`,
    111,
  )
}
