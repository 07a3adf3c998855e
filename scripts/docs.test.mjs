// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const decisions = 'docs/decisions'
const archive = `${decisions}/archive`
const recordsIn = (folder) => readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name))
const linksIn = (text) => [...text.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1])
const index = readFileSync(`${decisions}/README.md`, 'utf8')
const archiveIndex = readFileSync(`${archive}/README.md`, 'utf8')
/** The records in force, and those superseded or retired. */
const inForce = recordsIn(decisions)
const archived = recordsIn(archive)
const records = [...inForce, ...archived]
const pathOf = (name) => (archived.includes(name) ? `${archive}/${name}` : `${decisions}/${name}`)

describe.each([
  [`${decisions}/README.md`, index, inForce],
  [`${archive}/README.md`, archiveIndex, archived],
])('%s', (file, text, listed) => {
  const linked = linksIn(text)

  test('lists every record of its folder', () => {
    const missing = listed.filter((name) => !linked.includes(name))
    expect(
      missing.map((name) => `${file} does not list ${name}`),
      `add a line for each record to ${file}`,
    ).toEqual([])
  })

  test('links only to records of its folder', () => {
    const gone = linked.filter((name) => !listed.includes(name))
    expect(gone.map((name) => `${file} links to ${name}, which is not beside it`)).toEqual([])
  })
})

test('every archived record says in its status line what superseded or retired it', () => {
  const silent = archived.filter((name) => !/superseded|retired|replaced/i.test(statusOf(name)))
  expect(silent.map((name) => `${archive}/${name}`)).toEqual([])
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
  const text = readFileSync(pathOf(name), 'utf8')
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
  `${index}\n${archiveIndex}`
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

/** The code whose comments must say why in their own words; docs/ holds the links to records. */
const codeRoots = ['src', 'scripts', 'admin', 'functions', 'tests', 'bench', '.github', '.ci']
const codeFile = /\.(?:[cm]?[jt]sx?|css|ya?ml|rules)$|^\.ci\/run$/
const rootCode = /^(?:[\w.-]+\.config\.[cm]?[jt]s|firestore\.rules)$/
const hashComments = /\.(?:ya?ml|rules)$|^\.ci\//

function codeFiles() {
  const found = readdirSync('.').filter((name) => rootCode.test(name))
  for (const root of codeRoots) {
    for (const name of readdirSync(root, { recursive: true })) {
      const path = `${root}/${name}`.replaceAll('\\', '/')
      if (!path.includes('node_modules/') && codeFile.test(path)) found.push(path)
    }
  }
  // This file describes how records are written, so its comments quote them.
  return found.filter((path) => path !== 'scripts/docs.test.mjs')
}

const numberList = String.raw`\d{3}(?:\s*(?:,|and)\s*\d{3})*`
const citations = [
  String.raw`decisions/(\d{3})`,
  String.raw`\b(?:decisions?|records?)\s+(${numberList})\b`,
  String.raw`\bsee\s+(${numberList})\b`,
  String.raw`\((${numberList})\s*[),;]`,
  String.raw`[,;]\s*(${numberList})\)`,
  String.raw`\b(0\d{2})\b`,
  String.raw`\b(\d{3})\s+(?:makes|says|explains|lists|has|keeps|measures|describes)\b`,
].map((pattern) => new RegExp(pattern, 'gi'))

/**
 * The record numbers each comment line of `text` cites, as `path:line: numbers`. A comment line
 * starts with //, /*, * or {/* (# in YAML, the rules and shell), or continues a block comment
 * that opened at the start of a line. Only numbers of records that exist count.
 */
export function recordsCitedIn(path, text, numbers) {
  const cited = []
  let inBlock = false
  text.split('\n').forEach((line, at) => {
    const start = line.trimStart()
    const opens = /^\{?\/\*/.test(start)
    const comment =
      inBlock ||
      opens ||
      /^(?:\/\/|\*)/.test(start) ||
      (hashComments.test(path) && start.startsWith('#'))
    if (opens || inBlock) inBlock = !line.includes('*/')
    if (!comment) return
    const found = new Set()
    for (const pattern of citations)
      for (const match of line.matchAll(pattern))
        for (const number of match[1].match(/\d{3}/g)) if (numbers.has(number)) found.add(number)
    if (found.size) cited.push(`${path}:${at + 1}: ${[...found].join(', ')}`)
  })
  return cited
}

test('the citation finder reads comments only, and records that exist', () => {
  const numbers = new Set(['082', '090', '105', '152'])
  const code = [
    '/**',
    ' * The contact form (082, 090). Prerendered,',
    ' * its checks come on intent (decisions 105 and 152).',
    ' */',
    "const a = 'a'.repeat(105) // waits (see 090)",
    '{/* A plain link',
    '    (its bytes: decision 105). */}',
    "throw new Error('no server (docs/decisions/082)')",
    '// 105 ms at most, 3 tries (decision 999)',
  ].join('\n')
  expect(recordsCitedIn('x.tsx', code, numbers)).toEqual([
    'x.tsx:2: 082, 090',
    'x.tsx:3: 105, 152',
    'x.tsx:7: 105',
  ])
  expect(recordsCitedIn('ci.yml', '# see docs/decisions/082\nrun: echo 105', numbers)).toEqual([
    'ci.yml:1: 082',
  ])
})

test('code comments explain themselves without citing a record number', () => {
  const numbers = new Set(byNumber.keys())
  const cited = codeFiles().flatMap((path) =>
    recordsCitedIn(path, readFileSync(path, 'utf8'), numbers),
  )
  expect(
    cited,
    'say why in the comment’s own words; docs/architecture.md and the index link to the records',
  ).toEqual([])
})

/** The guides a newcomer reads, and the rest of docs/: what they name must still be there. */
const guides = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md'))].map(
  (name) => (name === 'README.md' ? name : `docs/${name}`),
)

test('every record cited in parentheses exists', () => {
  const highest = Math.max(...records.map((name) => Number(numberOf(name))))
  const cited = [...guides, ...records.map(pathOf)].flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/\((\d{3}(?:(?:, | and |\/)\d{3})*)\)/g)].flatMap(
      ([, list]) =>
        list
          .match(/\d{3}/g)
          // Larger numbers in parentheses are measurements, not records.
          .filter((number) => Number(number) <= highest && !byNumber.has(number))
          .map((number) => `${path} cites ${number}, which is not a record`),
    ),
  )
  expect(cited).toEqual([])
})

test('the README’s map names every feature folder', () => {
  const readme = readFileSync('README.md', 'utf8')
  const line = /^src\/features\/\s+(.+)$/m.exec(readme)[1]
  const named = line.split(':')[0].split(/,\s*/)
  const folders = readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  expect(named.sort()).toEqual(folders.sort())
})

test('a name the guides point to in a file is in that file', () => {
  const pointers = guides.flatMap((path) =>
    [
      ...readFileSync(path, 'utf8').matchAll(
        /`([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)` (?:in|of|from) `([\w./-]+\.(?:ts|tsx|mjs|js|yml|json))`/g,
      ),
    ].map(([, name, file]) => ({ path, name, file })),
  )
  expect(pointers.length).toBeGreaterThan(0)
  const stale = pointers.filter(
    ({ name, file }) =>
      !existsSync(file) ||
      !name
        .split('.')
        .every((part) => new RegExp(`\\b${part}\\b`).test(readFileSync(file, 'utf8'))),
  )
  expect(stale.map(({ path, name, file }) => `${path}: ${name} is not in ${file}`)).toEqual([])
})

test('the newcomer’s path reads in 20 minutes: at most 4,000 words', () => {
  const path = ['README.md', 'docs/first-changes.md', 'docs/testing.md', 'docs/architecture.md']
  const words = path.map((file) => readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).length)
  expect(
    words.reduce((sum, count) => sum + count, 0),
    `${path.map((file, at) => `${file} ${words[at]}`).join(', ')}: move detail to the decision records`,
  ).toBeLessThanOrEqual(4000)
})
