// A copy of content/ for a test to change freely, with what the build reads beside it: the
// pictures the editor uploads into public/images/uploads, which donations name. A copy without
// them fails the first donation with a photo ("is not in public/").
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
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
