// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { assumptionBroken, routerVersionMismatch } from './assumptions.mjs'

function installed(start, pinned, router) {
  const root = mkdtempSync(join(tmpdir(), 'versions-'))
  const write = (name, json) => {
    mkdirSync(join(root, 'node_modules', name), { recursive: true })
    writeFileSync(join(root, 'node_modules', name, 'package.json'), JSON.stringify(json))
  }
  write('@tanstack/react-start', {
    version: start,
    dependencies: { '@tanstack/react-router': pinned },
  })
  write('@tanstack/react-router', { version: router })
  return root
}

test('one line naming both versions when the router is not the one Start pins', () => {
  const message = routerVersionMismatch(installed('1.169.5', '1.170.46', '1.171.0'))
  expect(message).toBe(
    'Assumption broken: @tanstack/react-start 1.169.5 pins @tanstack/react-router 1.170.46, but 1.171.0 is installed: install 1.170.46 or the Start release that pins 1.171.0 (docs/decisions/111)',
  )
  expect(message).not.toContain('\n')
})

test('nothing when they agree, as in this repository', () => {
  expect(routerVersionMismatch(installed('1.169.5', '1.170.46', '1.170.46'))).toBeNull()
  expect(routerVersionMismatch()).toBeNull()
})

test('every check uses one form', () => {
  expect(assumptionBroken('x', '074', 105)).toBe('Assumption broken: x (docs/decisions/074, 105)')
})
