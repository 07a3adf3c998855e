// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import faqGroups from 'virtual:content/faq'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { FaqGroupFile } from './content.schema'
import { plainText } from './rich-text'
import { product } from './product'
import { contentDirectory } from '../../scripts/vite-plugin-content'

// What /faq shows follows content/faq/: a group added, removed or reordered there is followed
// here, never refused.
const folder = join(contentDirectory, 'faq')
const groupFiles = readdirSync(folder)
  .filter((name) => name.endsWith('.yml'))
  .map((name) => parse(readFileSync(join(folder, name), 'utf8')) as FaqGroupFile)
  .sort((a, b) => a.position - b.position)

test('shows every group in content/faq, in the order of their positions', () => {
  expect(faqGroups.map((group) => group.title)).toEqual(groupFiles.map((file) => file.title))
})

test('shows every question of each group, in the file’s order', () => {
  expect(faqGroups.map((group) => group.items.map((item) => item.question))).toEqual(
    groupFiles.map((file) => file.questions.map((question) => question.question)),
  )
})

test('every id on the page is unique and safe in a URL fragment', () => {
  const ids = faqGroups.flatMap((group) => [group.id, ...group.items.map((item) => item.id)])
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
})

test('answers show the product’s numbers wherever they name one, never a raw name', () => {
  // Which numbers an answer quotes is the owner's choice; that it shows the app's value is not.
  const values: Record<string, string> = {
    minimumIos: String(product.minimumIos),
    freeTierAppLimit: String(product.freeTierAppLimit),
    annualTrialDays: String(product.annualTrialDays),
    freeSkipsPerMonth: String(product.freeSkipsPerMonth),
    skipProfitDonatedPercent: String(product.skipProfitDonatedPercent),
    renewalNoticeHours: String(product.renewalNoticeHours),
  }
  groupFiles.forEach((file, g) =>
    file.questions.forEach((question, q) =>
      question.answer.forEach((source, p) => {
        const shown = plainText(faqGroups[g]?.items[q]?.answer[p] ?? '')
        expect(shown).not.toMatch(/\{\{/)
        for (const [name, value] of Object.entries(values)) {
          if (source.includes(`{{${name}}}`)) expect(shown).toContain(value)
        }
      }),
    ),
  )
})
