// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { stringify } from 'yaml'
import { ContentError, loadContent } from '../scripts/content/load-content.ts'
import { scratchContent } from '../scripts/content/scratch-content.ts'
import { companyFacts } from '../scripts/vite-plugin-content.ts'
import { parseEnv } from '../src/lib/env.schema.ts'
import { amountValue } from './amount-widget.ts'
import { blankPaths, checkBeforeSave, ContentProblems, entryFile } from './before-save.ts'

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
function editorProblems(file: string, data: Record<string, unknown>) {
  try {
    checkBeforeSave(file, data)
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
