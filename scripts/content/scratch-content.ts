// A copy of content/ for a test to change freely, with what the build reads beside it: the
// pictures the editor uploads into public/images/uploads, which donations name. A copy without
// them fails the first donation with a photo ("is not in public/").
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { currentMonth } from '../../src/content/content.schema.ts'
import { contentDirectory } from '../vite-plugin-content.ts'

export const uploadsFolder = join('public', 'images', 'uploads')

/** `parent/content` and `parent/public/images/uploads`, copied from the content the tests read. */
export function scratchContent(prefix = 'content-') {
  const parent = mkdtempSync(join(tmpdir(), prefix))
  const root = join(parent, 'content')
  cpSync(contentDirectory, root, { recursive: true })
  const uploads = join(dirname(contentDirectory), uploadsFolder)
  if (existsSync(uploads)) cpSync(uploads, join(parent, uploadsFolder), { recursive: true })
  return { parent, root, remove: () => rmSync(parent, { recursive: true, force: true }) }
}

/**
 * A month a test may add a donation for: the one after the newest when it has come, else the
 * latest month before it that no donation uses (the owner may already have recorded this month).
 */
export function freeMonth(used: readonly string[], now = currentMonth()) {
  const months = new Set(used)
  const step = (month: string, by: number) => {
    const [year, number] = month.split('-').map(Number) as [number, number]
    return new Date(Date.UTC(year, number - 1 + by, 1)).toISOString().slice(0, 7)
  }
  const newest = [...months].sort().at(-1) ?? '2025-01'
  let month = step(newest, 1)
  while (month > now || months.has(month)) month = step(month, -1)
  return month
}
