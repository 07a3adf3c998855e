// @vitest-environment node
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import type { OtherFiles } from '../scripts/content/content-reader.ts'
import { ContentError, contentIndex, loadContent } from '../scripts/content/load-content.ts'
import { faqPageCharacters } from '../scripts/lib/page-budget.ts'
import { scratchContent } from '../tests/fixtures/scratch-content.ts'
import { companyFacts, contentDirectory } from '../scripts/vite-plugin-content.ts'
import { currentMonth, type FaqGroupFile } from '../src/content/content.schema.ts'
import { faqLinksFromPages } from '../src/content/faq-links.ts'
import { parseEnv } from '../src/lib/env.schema.ts'
import { amountValue } from './amount-widget.ts'
import {
  blankPaths,
  checkBeforeDelete,
  checkBeforeSave,
  ContentProblems,
  entryFile,
} from './before-save.ts'

const copies: string[] = []
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true })
})

/** What the build says about one file with this data, written into a copy of content/. */
function buildProblems(file: string, data: unknown) {
  const { parent } = scratchContent('editor-check-')
  copies.push(parent)
  writeFileSync(join(parent, file), stringify(data))
  try {
    loadContent(join(parent, 'content'), companyFacts(parseEnv({})))
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

/** What the editor says before it saves the same data. */
function editorProblems(
  file: string,
  data: Record<string, unknown>,
  others?: OtherFiles,
  options?: { newFile?: boolean },
) {
  try {
    checkBeforeSave(file, data, others, options)
    return []
  } catch (error) {
    if (error instanceof ContentProblems) return error.problems
    throw error
  }
}

const file = 'content/donations/2020-01.yml'
const donation = (amount: string) => ({
  date: '2020-01',
  // As the amount field hands it on from what the owner typed.
  amount: amountValue(amount),
  organization: 'a trust',
  description: 'a meadow',
  land: { widthMetres: 3, lengthMetres: 3 },
})

test.each([
  ['41,20', 'must be written as digits with a point before the pence'],
  ['£1,200', 'must be written as digits with a point before the pence'],
  ['41.205', 'must be pounds with at most two decimals, like 53.14'],
  ['1000000000000000', 'must be at most 1000000 (a million pounds)'],
])('an amount typed as %s is refused by the editor in the build’s words', (typed, words) => {
  const problems = editorProblems(file, donation(typed))
  expect(problems).toHaveLength(1)
  expect(problems[0]).toContain(`${file}: amount: ${words}`)
  expect(problems).toEqual(buildProblems(file, donation(typed)))
})

test('the site’s words: a banner link to no page and a headline too long are refused as the build refuses them', () => {
  const siteFile = 'content/site.yml'
  const site = parse(readFileSync(join(contentDirectory, 'site.yml'), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >
  const changed = {
    ...site,
    home: { ...site.home, headline: 'decrease your screen time, your scrolling...' },
    banner: { show: true, text: 'android beta', link: 'www.example.com', linkText: 'join' },
  }
  const problems = editorProblems(siteFile, changed)
  expect(problems).toEqual([
    `${siteFile}: home.headline: is 44 characters long: at most 40 fit above the product name`,
  ])
  expect(problems).toEqual(buildProblems(siteFile, changed))
  const fixed = { ...changed, home: site.home }
  expect(editorProblems(siteFile, fixed)).toEqual([
    expect.stringMatching(
      /^content\/site\.yml: banner\.link: "www\.example\.com" is neither a page of the site \(.*\) nor an address starting https:\/\/$/,
    ),
  ])
  expect(editorProblems(siteFile, fixed)).toEqual(buildProblems(siteFile, fixed))
})

test('an amount typed as the owner writes it means what it says', () => {
  expect(amountValue('1200')).toBe(1200)
  expect(amountValue(' 41.20 ')).toBe(41.2)
  expect(editorProblems(file, donation('41.20'))).toEqual([])
})

test('an answer with no paragraph is refused, in the build’s words', () => {
  const group = {
    position: 99,
    title: 'tests',
    blurb: 'checks',
    questions: [{ id: 'a-new-question', question: 'does it check?', answer: [] }],
  }
  const faqFile = 'content/faq/zz-test.yml'
  expect(editorProblems(faqFile, group)).toEqual([
    'content/faq/zz-test.yml: questions[0].answer: is empty',
  ])
  expect(editorProblems(faqFile, group)).toEqual(buildProblems(faqFile, group))
})

test('what a text says is checked too: an unknown value, a link to no page, a link in a fact', () => {
  const facts = { facts: [{ label: 'x', value: '{{noSuchValue}} and [a link](/nowhere)' }] }
  const problems = editorProblems('content/press-facts.yml', facts)
  expect(problems).toHaveLength(3)
  expect(problems).toEqual(buildProblems('content/press-facts.yml', facts))
})

test('an optional group left blank is left out, so a donation with a picture needs no land', () => {
  const saved = {
    date: '2020-01',
    amount: 5,
    organization: 'a trust',
    description: 'a hedge',
    imageUrl: '/images/uploads/hedge.jpg',
    imageAlt: 'a hawthorn hedge',
  }
  const asTyped = {
    ...saved,
    land: { widthMetres: '', lengthMetres: null },
    questions: [{ id: 'kept', answer: [''] }],
  }
  expect(blankPaths(asTyped)).toEqual([['land']])
  expect(editorProblems(file, saved)).toEqual([])
})

test('a new entry is checked as the file it will be', () => {
  expect(entryFile({ collection: 'donations' }, { date: '2021-02' })).toBe(
    'content/donations/2021-02.yml',
  )
  expect(entryFile({ path: 'content/press-facts.yml', collection: 'pages' }, {})).toBe(
    'content/press-facts.yml',
  )
})

describe('what the whole site would refuse is refused at the save, naming what to do', () => {
  const others = contentIndex(contentDirectory)
  const groups = Object.entries(others.faq) as [string, FaqGroupFile][]
  const [firstFile, first] = groups[0]!
  const [secondFile, second] = groups[1]!

  test('a link name already used in another group', () => {
    const taken = second.questions[0]!.id
    const data = {
      ...first,
      questions: [...first.questions, { id: taken, question: 'again?', answer: ['yes.'] }],
    }
    expect(() => checkBeforeSave(firstFile, data)).not.toThrow()
    expect(editorProblems(firstFile, data, others)).toEqual([
      `${firstFile}: questions[${first.questions.length}].id: "${taken}" is also used in ${secondFile}: every link name on /faq must be unique`,
    ])
    expect(buildProblems(firstFile, data)).toContain(
      `${secondFile}: questions[0].id: "${taken}" is also used in ${firstFile}: every link name on /faq must be unique`,
    )
  })

  test('an answer that would take /faq over its budget of words says how long it may be', () => {
    const used = groups.reduce(
      (sum, [, group]) =>
        sum +
        group.title.length +
        group.blurb.length +
        group.questions.reduce(
          (inner, q) => inner + q.question.length + q.answer.join('').length,
          0,
        ),
      0,
    )
    const question = { id: 'a-long-one', question: 'long?', answer: [] as string[] }
    const room = faqPageCharacters - used - question.question.length
    // Paragraphs each within their own bound, as the editor advised, and too many together.
    const paragraph = 'grass '.repeat(400).trim()
    while (question.answer.join('').length <= room) question.answer.push(paragraph)
    const data = { ...first, questions: [...first.questions, question] }
    const line = `${firstFile}: questions[${first.questions.length}].answer: this answer is too long for one page: at most ${room} characters`
    expect(editorProblems(firstFile, data, others)[0]).toContain(line)
    expect(buildProblems(firstFile, data)[0]).toContain(line)
  })

  test('removing or renaming a question another page links to names that page', () => {
    for (const link of faqLinksFromPages) {
      const [file, group] = groups.find(([, g]) => g.questions.some((q) => q.id === link.id))!
      const data = { ...group, questions: group.questions.filter((q) => q.id !== link.id) }
      const line = `${file}: "${link.id}" is linked from ${link.page} ("${link.text}"): keep it, or have that link changed first`
      if (data.questions.length > 0) expect(editorProblems(file, data, others)).toEqual([line])
      expect(() => checkBeforeDelete(file, others)).toThrow(line)
      expect(buildProblems(file, data)).toContain(
        `content/faq: no question or group is named "${link.id}", which ${link.page} links to ("${link.text}"): put it back, or have that link changed first`,
      )
    }
  })

  test('a group no page links to may be deleted', () => {
    const linked = new Set<string>(faqLinksFromPages.map((link) => link.id))
    const free = groups.find(([, g]) => !g.questions.some((q) => linked.has(q.id)))
    expect(free).toBeDefined()
    expect(() => checkBeforeDelete(free![0], others)).not.toThrow()
  })

  test('a donation in a month still to come', () => {
    const next = new Date()
    next.setUTCMonth(next.getUTCMonth() + 1, 1)
    const month = currentMonth(next)
    const future = `content/donations/${month}.yml`
    const data = { ...donation('12'), date: month }
    const line = `${future}: date: ${month} is still to come (this month is ${currentMonth()}): record a donation once it is made`
    expect(editorProblems(future, data)).toEqual([line])
    expect(buildProblems(future, data)).toEqual([line])
  })

  test('a second donation in a month already used, new or moved there, naming the first', () => {
    const [usedFile, used] = Object.entries(others.donations)[0] as [string, { date: string }]
    const [otherFile] = Object.entries(others.donations)[1]!
    const data = { ...donation('12'), date: used.date }
    const line = `${usedFile}: date: ${used.date} is also the month of ${usedFile}: one donation a month (the page names each by its month)`
    // A new entry is named after its month, as the file it would clash with.
    expect(editorProblems(usedFile, data, others, { newFile: true })).toEqual([line])
    expect(editorProblems(otherFile, data, others)).toEqual([
      `${otherFile}: date: ${used.date} is also the month of ${usedFile}: one donation a month (the page names each by its month)`,
    ])
    // Saved again in its own month, a donation clashes with nothing.
    expect(editorProblems(usedFile, { ...data, date: used.date }, others)).toEqual([])
    // The build names whichever of the two it reads second.
    const copy = `content/donations/${used.date}-1.yml`
    const built = buildProblems(copy, data)
    expect(built).toHaveLength(1)
    expect(built[0]).toMatch(/: date: .+ is also the month of .+: one donation a month/)
  })

  test('a picture bigger than the site serves well is refused when chosen and by the build', () => {
    const { parent, root } = scratchContent('editor-picture-')
    copies.push(parent)
    mkdirSync(join(parent, 'public', 'images', 'uploads'), { recursive: true })
    writeFileSync(join(parent, 'public', 'images', 'uploads', 'huge.jpg'), Buffer.alloc(20_500_000))
    writeFileSync(
      join(root, 'donations', '2020-01.yml'),
      stringify({ ...donation('12'), imageUrl: '/images/uploads/huge.jpg', imageAlt: 'a field' }),
    )
    expect(() => loadContent(root, companyFacts(parseEnv({})))).toThrow(
      'content/donations/2020-01.yml: imageUrl: /images/uploads/huge.jpg is 20.5 MB: a picture may be at most 500 kB to load fast on a phone, so save it 1600 pixels wide as a JPEG and choose it again',
    )
  })
})
