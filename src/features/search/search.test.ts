// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, describe, expect, test } from 'vitest'
import { stringify } from 'yaml'
import { loadContent } from '../../../scripts/content/load-content'
import { scratchContent } from '../../../tests/fixtures/scratch-content'
import { companyFacts, contentDirectory, siteContent } from '../../../scripts/vite-plugin-content'
import { numberSections } from '../../content/legal'
import { pages } from '../../content/pages'
import { parseEnv } from '../../lib/env.schema'
import { maxQueryLength } from './query-limit'
import { documentNames, pressFactsAnchor } from '../../content/search-documents'
import { buildSearchIndex, type SearchIndexData } from '../../content/search-index'
import { createSearch, type Segment } from './search-results'
import { searchTerm } from '../../content/search-text'

const company = companyFacts(parseEnv({}))
const content = loadContent(contentDirectory, company)
const data = buildSearchIndex(content)
const items = content.faqGroups.flatMap((group) => group.items)

// The queries' answers are the test's own: a group of questions in words no real answer uses,
// added to a copy of content/ beside whatever the owner's files say today.
const ownGroup = {
  position: 999,
  title: 'zz search test',
  blurb: 'questions this test asks about',
  questions: [
    {
      id: 'zz-quokkaphone',
      question: 'is there a quokkaphone version?',
      answer: ['not yet. the quokkaphone is still being invented.'],
    },
    {
      id: 'zz-frobnicate',
      question: 'how do i frobnicate?',
      answer: [
        'press frobnicate and you are done. your frobnication is refundable as a grumbleprize.',
      ],
    },
  ],
}
const withOwnGroup = scratchContent('search-queries-')
afterAll(withOwnGroup.remove)
writeFileSync(join(withOwnGroup.root, 'faq', 'zz-search-test.yml'), stringify(ownGroup))
const searched = loadContent(withOwnGroup.root, company)
const search = createSearch(buildSearchIndex(searched))
const own = (id: string) => `/faq#${id}`
const text = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join('')
const marks = (segments: readonly Segment[]) =>
  segments.filter((segment) => segment.marked).map((segment) => segment.text.toLowerCase())

describe('the index holds every answer', () => {
  test('each FAQ question, legal section and subsection, and press fact, at its own address', () => {
    const urls = data.documents.map((document) => document.url)
    for (const item of items) expect(urls).toContain(`${pages.faq.path}#${item.id}`)
    for (const [name, path] of [
      ['privacy', pages.privacy.path],
      ['terms', pages.terms.path],
      ['accessibility', pages.accessibility.path],
    ] as const) {
      for (const section of numberSections(content.legal[name])) {
        const subsections = section.subsections.map((subsection) => `${path}#${subsection.id}`)
        if (subsections.length > 0) for (const url of subsections) expect(urls).toContain(url)
        else expect(urls).toContain(`${path}#${section.id}`)
      }
    }
    const facts = data.documents.filter((document) => document.where === documentNames.press)
    expect(facts.map((fact) => fact.title)).toEqual(content.pressFacts.map((fact) => fact.label))
    expect(new Set(facts.map((fact) => fact.url))).toEqual(
      new Set([`${pages.press.path}#${pressFactsAnchor}`]),
    )
  })

  test('says where each answer lives: the FAQ group, the legal document and section', () => {
    const group = content.faqGroups[0]!
    const first = data.documents.find((document) => document.url.endsWith(`#${group.items[0]!.id}`))
    expect(first?.where).toBe(`faq · ${group.title}`)
    const section = numberSections(content.legal.privacy).find((s) => s.subsections.length > 0)!
    const sub = data.documents.find((d) => d.url === `/privacy#${section.subsections[0]!.id}`)
    expect(sub?.where).toBe(`privacy policy · ${section.title.toLowerCase()}`)
  })
})

describe('typed queries land on the right answer', () => {
  test('a typo: “quokkapohne” finds the quokkaphone question first', () => {
    const [top] = search('quokkapohne')
    expect(top?.url).toBe(own('zz-quokkaphone'))
    expect(marks(top!.title)).toEqual(['quokkaphone'])
  })

  test('a word form: “frobnicating” finds “how do i frobnicate?” first', () => {
    const [top] = search('frobnicating')
    expect(top?.url).toBe(own('zz-frobnicate'))
    expect(marks(top!.title)).toContain('frobnicate')
  })

  test('a legal section: its heading’s words find it among the first results', () => {
    // Whatever the privacy policy's subsections are today: the one with the most words.
    const section = numberSections(content.legal.privacy)
      .flatMap((s) => s.subsections)
      .reduce((a, b) => (b.title.split(' ').length > a.title.split(' ').length ? b : a))
    const results = search(section.title)
    expect(results.slice(0, 3).map((result) => result.url)).toContain(`/privacy#${section.id}`)
  })

  test('the word being typed counts as a prefix: “quokk” finds quokkaphone', () => {
    expect(search('quokk')[0]?.url).toBe(own('zz-quokkaphone'))
  })

  test('a query with no answer finds nothing, and an empty one nothing', () => {
    expect(search('xylqvozzz')).toEqual([])
    expect(search('   ')).toEqual([])
  })

  test('a query is cut to its first characters: a 1 MB paste searches only its start', () => {
    const pasted = `quokkaphone ${'xylqvozzz '.repeat(100_000)}`
    expect(search(pasted)[0]?.url).toBe(own('zz-quokkaphone'))
    const past = `${'xylqvozzz '.repeat(maxQueryLength / 10)}quokkaphone`
    expect(past.indexOf('quokkaphone')).toBe(maxQueryLength)
    expect(search(past)).toEqual([])
  })

  test('excerpts are short, from the answer, with the matched words marked', () => {
    const results = search('grumbleprize')
    // Never vacuous: the test's own answer is found, whatever else is.
    expect(results.map((result) => result.url)).toContain(own('zz-frobnicate'))
    for (const result of results) {
      expect(text(result.excerpt).length).toBeLessThanOrEqual(202)
      const marked = [...marks(result.title), ...marks(result.excerpt)]
      expect(marked.length).toBeGreaterThan(0)
      for (const word of marked) expect(searchTerm(word)).toBe(searchTerm('grumbleprize'))
    }
  })
})

describe('a question added to content/faq', () => {
  const { parent, root, remove } = scratchContent('search-content-')
  afterAll(remove)

  test('is found after a build of a scratch copy, with no other step', async () => {
    const file = join(root, 'faq', 'subscriptions.yml')
    writeFileSync(
      file,
      `${readFileSync(file, 'utf8')}  - id: hedgehog-mode
    question: is there a hedgehog mode?
    answer:
      - not yet. the hedgehogs are considering it.
`,
    )
    const entry = join(parent, 'entry.js')
    writeFileSync(entry, "export { default } from 'virtual:content/search'\n")
    await build({
      configFile: false,
      logLevel: 'silent',
      root: parent,
      plugins: [siteContent(company, root)],
      build: {
        outDir: join(parent, 'out'),
        minify: false,
        rolldownOptions: {
          input: entry,
          preserveEntrySignatures: 'strict',
          output: { entryFileNames: 'search.js' },
        },
      },
    })
    const built = (await import(pathToFileURL(join(parent, 'out', 'search.js')).href)) as {
      default: SearchIndexData
    }
    const [top] = createSearch(built.default)('hedgehog')
    expect(top?.url).toBe('/faq#hedgehog-mode')
    expect(top?.where).toBe('faq · subscriptions')
  })
})
