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

/** A record's status: from `Status:` to the first blank line, on one line. */
function statusOf(name) {
  const text = readFileSync(`${decisions}/${name}`, 'utf8')
  const from = text.indexOf('Status:')
  if (from < 0) return ''
  return text
    .slice(from)
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
}

/** Drops every parenthesis, however nested: the details name records in passing. */
function withoutAsides(text) {
  let out = text
  for (let before = ''; before !== out;) [before, out] = [out, out.replace(/\([^()]*\)/g, '')]
  return out
}

const changeWords =
  /\b(amends|amended by|supersedes|superseded(?: in part)? by|retires|retired by|replaces|replaced by)\b|\b(\d{3})\b/gi

/**
 * Every change one record's status names: `{ by, of }`, the record that amends, supersedes,
 * retires or replaces, and the record it changes. "Amends 082" in 148 and "amended by 148" in 082
 * are the same link. A clause (up to `;` or a full stop) keeps its verb: "amends 082 and 110".
 */
export function changesNamedIn(number, status) {
  const links = []
  for (const clause of withoutAsides(status).split(/;|\.(?:\s|$)/)) {
    let verb = null
    for (const [, word, other] of clause.matchAll(changeWords)) {
      if (word) verb = word.toLowerCase()
      else if (verb && other !== number)
        links.push(verb.endsWith(' by') ? { by: other, of: number } : { by: number, of: other })
    }
  }
  return links
}

const numberOf = (name) => name.slice(0, 3)
const byNumber = new Map(records.map((name) => [numberOf(name), name]))
const indexLine = (number) =>
  index
    .split(/\n(?=- \[)/)
    .find((entry) => entry.startsWith(`- [${number}]`))
    ?.replace(/\s+/g, ' ') ?? ''
const mentions = (text, number) => new RegExp(`\\b${number}\\b`).test(text)

test('the change parser reads verbs, lists and asides as the records write them', () => {
  expect(
    changesNamedIn(
      '100',
      'Status: accepted; supersedes 060’s controller (two `flushSync` calls, see 082); the rest of 090 stands. Amended by 110 (x) and 113.',
    ),
  ).toEqual([
    { by: '100', of: '060' },
    { by: '110', of: '100' },
    { by: '113', of: '100' },
  ])
})

test('every amends and supersedes is named in the changed record’s status line and index line', () => {
  const links = records.flatMap((name) => changesNamedIn(numberOf(name), statusOf(name)))
  const problems = new Set()
  for (const { by, of } of links) {
    if (!byNumber.has(of)) problems.add(`${byNumber.get(by)} changes ${of}, which is not a record`)
    else if (!mentions(statusOf(byNumber.get(of)), by))
      problems.add(`${byNumber.get(of)}: its status line does not name ${by}, which changes it`)
    if (byNumber.has(of) && !mentions(indexLine(of), by))
      problems.add(
        `${decisions}/README.md: the line for ${of} does not name ${by}, which changes it`,
      )
  }
  expect(
    [...problems],
    'name each change in the changed record’s status line and on its line in the index',
  ).toEqual([])
})
