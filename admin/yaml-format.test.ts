// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { keepStyle, keptYamlFormat } from './yaml-format.ts'

/** Lines added and removed between two texts, as `git diff` counts them (longest common run). */
function diffSize(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  const kept = common[0]![0]!
  return { added: b.length - kept, removed: a.length - kept }
}

type Data = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** One word changed in a paragraph of each collection's files, whatever the words are today. */
const oneWord = (text: string) => text.replace(/\b(\w{3,})\b/, '$1s')

const collections: [string, string, (data: Data) => void][] = [
  ['donations', 'content/donations/2025-06.yml', (d) => (d.description = oneWord(d.description))],
  [
    'faq',
    'content/faq/skip-feature.yml',
    (d) => (d.questions[1].answer[0] = oneWord(d.questions[1].answer[0])),
  ],
  ['press facts', 'content/press-facts.yml', (d) => (d.facts[0].value = oneWord(d.facts[0].value))],
  [
    'legal texts',
    'content/legal/privacy.yml',
    (d) =>
      (d.sections.at(-1).subsections[0].body[0] = oneWord(
        d.sections.at(-1).subsections[0].body[0],
      )),
  ],
]

test.each(collections)('a one-word edit in %s changes one line of %s', (_, file, edit) => {
  const original = readFileSync(file, 'utf8')
  const data = parse(original) as Data
  edit(data)
  const saved = keepStyle(original, data)
  expect(parse(saved)).toEqual(data)
  expect(diffSize(original, saved)).toEqual({ added: 1, removed: 1 })
})

test('a word in a list block changes that line of the list only', () => {
  const original = readFileSync('content/legal/accessibility.yml', 'utf8')
  const data = parse(original) as Data
  const index = (data.sections[0].intro as string[]).findIndex((block) => block.startsWith('- '))
  expect(index).toBeGreaterThan(-1)
  const lines = (data.sections[0].intro[index] as string).split('\n')
  lines[1] = oneWord(lines[1]!)
  data.sections[0].intro[index] = lines.join('\n')
  const saved = keepStyle(original, data)
  expect(parse(saved)).toEqual(data)
  expect(diffSize(original, saved)).toEqual({ added: 1, removed: 1 })
})

test('a question added, one removed and a field emptied change only their own lines', () => {
  const original = readFileSync('content/faq/skip-feature.yml', 'utf8')
  const data = parse(original) as Data
  const removed = data.questions.splice(0, 1)[0]
  data.questions.push({ id: 'a-new-one', question: 'is it new?', answer: ['yes: brand new.'] })
  const saved = keepStyle(original, data)
  expect(parse(saved)).toEqual(data)
  const itemLines = 3 + (removed.answer as string[]).length
  expect(diffSize(original, saved)).toEqual({ added: 4, removed: itemLines })

  const donation = readFileSync('content/donations/2025-06.yml', 'utf8')
  const withPicture = parse(donation) as Data
  delete withPicture.land
  withPicture.imageUrl = '/images/uploads/hedge.jpg'
  withPicture.imageAlt = 'a hawthorn hedge: in flower'
  const savedDonation = keepStyle(donation, withPicture)
  expect(parse(savedDonation)).toEqual(withPicture)
  expect(diffSize(donation, savedDonation)).toEqual({ added: 2, removed: 3 })
})

test('a new file is written in the files’ own style: no folded lines, fields in the form’s order', () => {
  const long = 'a meadow by the river, '.repeat(8).trim()
  const saved = keepStyle(undefined, { amount: 5, description: long, date: '2025-07' }, [
    'date',
    'amount',
    'description',
  ])
  expect(saved).toBe(`date: 2025-07\namount: 5\ndescription: ${long}\n`)
})

test('the editor’s format writes an entry from the file it was read from', () => {
  const original = readFileSync('content/press-facts.yml', 'utf8')
  const data = parse(original) as Data
  data.facts[0].value = oneWord(data.facts[0].value)
  const format = keptYamlFormat()
  format.noteOriginal(data, original)
  expect(diffSize(original, format.formatter.toFile(data))).toEqual({ added: 1, removed: 1 })
  // Noted once: another entry with other data is never patched from it.
  expect(format.formatter.toFile({ facts: [] })).toBe('facts: []\n')
})
