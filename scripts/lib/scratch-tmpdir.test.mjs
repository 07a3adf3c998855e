// @vitest-environment node
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { useScratchTmpdir } from './scratch-tmpdir.mjs'

const outer = process.env.TMPDIR
afterEach(() => {
  process.env.TMPDIR = outer
})

test("a run's scratch files go in a folder of its own, gone when the run ends", () => {
  const remove = useScratchTmpdir()
  const folder = tmpdir()
  const file = join(mkdtempSync(join(tmpdir(), 'check-config-')), 'a.txt')
  writeFileSync(file, 'x')
  expect(file.startsWith(`${folder}/`)).toBe(true)
  remove()
  expect(existsSync(folder)).toBe(false)
})
