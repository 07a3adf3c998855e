// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, describe, expect, test } from 'vitest'
import { loadContent } from '../../../scripts/content/load-content'
import { scratchContent } from '../../../tests/fixtures/scratch-content'
import { companyFacts, contentDirectory, siteContent } from '../../../scripts/vite-plugin-content'
import { numberSections } from '../../content/legal'
import { pages } from '../../content/pages'
import { parseEnv } from '../../lib/env.schema'
import { maxQueryLength } from './query-limit'
import { documentNames, pressFactsAnchor } from './search-documents'
import { buildSearchIndex, type SearchIndexData } from './search-index'
import { createSearch, type Segment } from './search-results'
import { searchTerm } from './search-text'

const company = companyFacts(parseEnv({}))
const content = loadContent(contentDirectory, company)
const data = buildSearchIndex(content)
const search = createSearch(data)
const items = content.faqGroups.flatMap((group) => group.items)
const itemAbout = (word: RegExp) => {
  const item = items.find((candidate) => word.test(candidate.question))
  if (!item) throw new Error(`no question in content/faq matches ${word}`)
  return item
}
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
  test('a typo: “andriod” finds the android question first', () => {
    const [top] = search('andriod')
    expect(top?.url).toBe(`/faq#${itemAbout(/android/).id}`)
    expect(marks(top!.title)).toEqual(['android'])
  })

  test('a word form: “cancelling” finds “how do i cancel?” first', () => {
    const [top] = search('cancelling')
    expect(top?.url).toBe(`/faq#${itemAbout(/cancel/).id}`)
    expect(marks(top!.title)).toContain('cancel')
  })

  test('a legal section: “location data” finds the privacy policy’s section on it', () => {
    const section = numberSections(content.legal.privacy)
      .flatMap((s) => s.subsections)
      .find((subsection) => /location data/i.test(subsection.title))!
    const results = search('location data')
    expect(results.slice(0, 3).map((result) => result.url)).toContain(`/privacy#${section.id}`)
  })

  test('the word being typed counts as a prefix: “andr” finds android', () => {
    expect(search('andr')[0]?.url).toBe(`/faq#${itemAbout(/android/).id}`)
  })

  test('a query with no answer finds nothing, and an empty one nothing', () => {
    expect(search('submarine')).toEqual([])
    expect(search('   ')).toEqual([])
  })

  test('a query is cut to its first characters: a 1 MB paste searches only its start', () => {
    const pasted = `android ${'submarine '.repeat(100_000)}`
    expect(search(pasted)[0]?.url).toBe(`/faq#${itemAbout(/android/).id}`)
    const past = `${'submarine '.repeat(maxQueryLength / 10)}android`
    expect(past.indexOf('android')).toBe(maxQueryLength)
    expect(search(past)).toEqual([])
  })

  test('excerpts are short, from the answer, with the matched words marked', () => {
    for (const result of search('refund')) {
      expect(text(result.excerpt).length).toBeLessThanOrEqual(202)
      const marked = [...marks(result.title), ...marks(result.excerpt)]
      expect(marked.length).toBeGreaterThan(0)
      for (const word of marked) expect(searchTerm(word)).toBe(searchTerm('refund'))
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
