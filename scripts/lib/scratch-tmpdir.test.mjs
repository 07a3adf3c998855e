// @vitest-environment node
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { useScratchTmpdir } from './scratch-tmpdir.mjs'

const outer = { TMPDIR: process.env.TMPDIR, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR }
afterEach(() => {
  Object.assign(process.env, outer)
})

test("a run's scratch files go in a folder of its own, gone when the run ends", () => {
  const remove = useScratchTmpdir()
  const folder = tmpdir()
  const file = join(mkdtempSync(join(tmpdir(), 'check-config-')), 'a.txt')
  writeFileSync(file, 'x')
  expect(file.startsWith(`${folder}/`)).toBe(true)
  // Sockets too: a second suite at once must not take over, or remove, this run's.
  expect(process.env.XDG_RUNTIME_DIR).toBe(folder)
  remove()
  expect(existsSync(folder)).toBe(false)
})
