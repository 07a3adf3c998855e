// @vitest-environment node
import { expect, test } from 'vitest'
import { importProblems } from './check-imports.mjs'

const graphOf = (arrows) => {
  const graph = new Map()
  for (const [from, to] of arrows) {
    graph.set(from, new Set([...(graph.get(from) ?? []), to]))
    if (!graph.has(to)) graph.set(to, new Set())
  }
  return graph
}

test('a layered graph has no problems', () => {
  const graph = graphOf([
    ['src/routes/a.tsx', 'src/features/x/b.tsx'],
    ['src/features/x/b.tsx', 'src/content/c.ts'],
    ['src/content/c.ts', 'src/lib/d.ts'],
  ])
  expect(importProblems(graph)).toEqual([])
})

test('an import circle is one line naming the way round', () => {
  const graph = graphOf([
    ['src/a/one.ts', 'src/a/two.ts'],
    ['src/a/two.ts', 'src/a/three.ts'],
    ['src/a/three.ts', 'src/a/one.ts'],
  ])
  expect(importProblems(graph)).toEqual([
    'import circle: src/a/one.ts -> src/a/two.ts -> src/a/three.ts -> src/a/one.ts',
  ])
})

test('two folders importing each other are one line, whatever the files', () => {
  const graph = graphOf([
    ['src/content/copy.ts', 'src/lib/format.ts'],
    ['src/lib/seo.ts', 'src/content/site.ts'],
  ])
  expect(importProblems(graph)).toEqual([
    'folders import each other: src/content <-> src/lib ' +
      '(src/content/copy.ts -> src/lib/format.ts; src/lib/seo.ts -> src/content/site.ts; ' +
      '1 and 1 imports)',
  ])
})

test('a test reading from the folder that imports its own does not count', () => {
  const graph = graphOf([
    ['src/content/copy.ts', 'src/lib/format.ts'],
    ['src/lib/format.test.ts', 'src/content/copy.ts'],
  ])
  expect(importProblems(graph)).toEqual([])
})
