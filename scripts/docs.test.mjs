// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const decisions = 'docs/decisions'
const index = readFileSync(`${decisions}/README.md`, 'utf8')
const records = readdirSync(decisions).filter((name) => /^\d{3}-.+\.md$/.test(name))
const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1])

test('the decisions index lists every record', () => {
  const missing = records.filter((name) => !linked.includes(name))
  expect(
    missing.map((name) => `${decisions}/README.md does not list ${name}`),
    'add a line for each record to docs/decisions/README.md',
  ).toEqual([])
})

test('every record the index links to exists', () => {
  const gone = linked.filter((name) => !records.includes(name))
  expect(gone.map((name) => `${decisions}/README.md links to ${name}, which is not there`)).toEqual(
    [],
  )
})

test('no line of the README is longer than the formatter’s width', () => {
  const { printWidth } = JSON.parse(readFileSync('.prettierrc.json', 'utf8'))
  const long = readFileSync('README.md', 'utf8')
    .split('\n')
    .flatMap((line, at) => ([...line].length > printWidth ? [`README.md:${at + 1}`] : []))
  expect(long).toEqual([])
})
