// @vitest-environment node
// The owner's month, replayed: six saves made through the editor's own checks and its own file
// writer (and one it refuses), into a scratch copy of content/ (uploads included), then the content tests, the whole
// build and the page-weight check on the result. Whatever content/ says today, the month must
// stay green: every save the editor accepts deploys.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import { valueNames } from '../../scripts/content/content-reader.ts'
import { contentIndex, loadContent } from '../../scripts/content/load-content.ts'
import { freeMonth, scratchContent } from '../fixtures/scratch-content.ts'
import { buildScratchSite } from '../fixtures/scratch-site.ts'
import { companyFacts } from '../../scripts/vite-plugin-content.ts'
import { currentMonth, siteTextLimits as limit } from '../../src/content/content.schema.ts'
import { faqLinksFromPages } from '../../src/content/faq-links.ts'
import { plainText } from '../../src/content/rich-text.ts'
import { parseEnv } from '../../src/lib/env.schema.ts'
import { checkBeforeDelete, checkBeforeSave } from '../../admin/before-save.ts'
import { keepStyle } from '../../admin/yaml-format.ts'

const scratch = scratchContent('owner-month-')
afterAll(scratch.remove)
const inRepository = (file: string) => join(scratch.parent, file)

type Data = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** A save as /admin makes it: checked with the other files, then written in the file's style. */
function save(file: string, change: (data: Data) => Data) {
  let original: string | undefined
  try {
    original = readFileSync(inRepository(file), 'utf8')
  } catch {
    original = undefined
  }
  const data = change(original ? (parse(original) as Data) : {})
  checkBeforeSave(file, data, contentIndex(scratch.root))
  writeFileSync(inRepository(file), keepStyle(original, data))
}

/**
 * Words as the owner writes them, `length` characters long and starting with `first`: picked at
 * random from the FAQ's answers, so they compress as the site's prose does (page-budget.ts).
 */
let seed = 7
let vocabulary: string[] = []
function words(length: number, first = '') {
  let text = first
  while (text.length < length) {
    seed = (seed * 48271) % 2147483647
    text += `${text && !text.endsWith(' ') ? ' ' : ''}${vocabulary[seed % vocabulary.length]}`
  }
  return text.slice(0, length).trimEnd().padEnd(length, 'e')
}

function remove(file: string) {
  checkBeforeDelete(file, contentIndex(scratch.root))
  rmSync(inRepository(file))
}

test('a month of saves in /admin keeps the content tests green', () => {
  const company = companyFacts(parseEnv({}))
  const before = loadContent(scratch.root, company)
  vocabulary = [
    ...new Set(
      before.faqGroups
        .flatMap((group) =>
          group.items.flatMap((item) => item.answer.map(plainText).join(' ').split(/\s+/)),
        )
        .map((word) => word.toLowerCase().replace(/[^a-z]/g, ''))
        .filter((word) => word.length > 1),
    ),
  ]
  // A donation with a photo, in a month the ledger has not used and that has come.
  const used = new Set(before.donations.map((donation) => donation.date))
  const month = used.has(currentMonth()) ? freeMonth([...used]) : currentMonth()
  mkdirSync(inRepository('public/images/uploads'), { recursive: true })
  writeFileSync(inRepository('public/images/uploads/hedge.jpg'), Buffer.alloc(120_000))
  save(`content/donations/${month}.yml`, () => ({
    date: month,
    amount: 41.2,
    organization: 'a hedgerow trust',
    description: 'a hedge, laid and left to grow',
    imageUrl: '/images/uploads/hedge.jpg',
    imageAlt: 'a laid hawthorn hedge',
  }))
  // The privacy policy's date, as the owner's guide says to change it with a paragraph.
  save('content/legal/privacy.yml', (data) => ({
    ...data,
    lastUpdated: 'November 27, 2026',
    lastUpdatedIso: '2026-11-27',
  }))
  // A new question in the last group.
  const lastGroup = before.faqGroups.at(-1)!
  save(`content/faq/${lastGroup.id}.yml`, (data) => ({
    ...data,
    questions: [
      ...data.questions,
      { id: 'owner-month-question', question: 'is it new?', answer: ['yes, since today.'] },
    ],
  }))
  // A group no other page links to, deleted.
  const linked = new Set<string>(faqLinksFromPages.map((link) => link.id))
  const free = before.faqGroups.find(
    (group) => group.id !== lastGroup.id && !group.items.some((item) => linked.has(item.id)),
  )!
  remove(`content/faq/${free.id}.yml`)
  // The same month again, as a new entry: refused at the save, as the build would refuse it.
  expect(() =>
    checkBeforeSave(
      `content/donations/${month}.yml`,
      {
        date: month,
        amount: 5,
        organization: 'a pond trust',
        description: 'a pond',
        land: { widthMetres: 3, lengthMetres: 3 },
      },
      contentIndex(scratch.root),
      { newFile: true },
    ),
  ).toThrow(`${month} is also the month of content/donations/${month}.yml: one donation a month`)
  // A press fact, and one using each value the editor's help offers.
  save('content/press-facts.yml', (data) => ({
    facts: [
      ...data.facts,
      { label: 'downloads', value: 'more every week' },
      ...valueNames.map((name) => ({ label: `owner-month ${name}`, value: `{{${name}}}` })),
    ],
  }))
  // The marketing words at the most the editor accepts, with the banner on: every text as long
  // as its limit, every list as full, in words that compress as little as prose does. The pages
  // that carry them must still be within their budget.
  const headline = 'put the phone down...'
  save('content/site.yml', (data) => ({
    ...data,
    home: {
      ...data.home,
      title: words(limit.title),
      headline: headline + words(limit.headline - headline.length, 'x'),
      rotatingPrefix: words(limit.rotatingPrefix),
      rotatingWords: Array.from({ length: limit.rotatingWords }, () => words(limit.rotatingWord)),
    },
    footer: { tagline: words(limit.tagline) },
    contact: {
      heading: words(limit.cardHeading),
      cards: Array.from({ length: limit.cards }, () => ({
        title: words(limit.cardTitle),
        body: words(limit.cardBody),
      })),
      faqPrompt: words(limit.faqPrompt),
      faqLink: words(limit.linkText),
    },
    banner: {
      show: true,
      text: `the android beta is open.${words(limit.bannerText - 25, ' ')}`,
      link: '/download',
      linkText: words(limit.linkText),
    },
  }))

  const after = loadContent(scratch.root, company)
  expect(after.donations.find((donation) => donation.date === month)?.imageUrl).toBe(
    '/images/uploads/hedge.jpg',
  )
  expect(after.legal.privacy.lastUpdatedIso).toBe('2026-11-27')
  expect(after.faqGroups.at(-1)?.items.at(-1)?.id).toBe('owner-month-question')
  expect(after.faqGroups.map((group) => group.id)).not.toContain(free.id)
  expect(after.pressFacts.map((fact) => fact.label)).toContain('downloads')
  for (const name of valueNames) {
    const fact = after.pressFacts.find((each) => each.label === `owner-month ${name}`)
    expect(fact?.value, name).not.toMatch(/{{|^$/)
  }
  expect(after.site.home.headline.startsWith(headline)).toBe(true)
  expect(after.site.siteWide.banner?.text).toMatch(/^the android beta is open\. /)

  // The content tests on the scratch copy (each reads CONTENT_DIR); load-content.test builds the
  // content modules through Vite as the site's build does.
  execFileSync(
    'npx',
    [
      'vitest',
      'run',
      'scripts/content/load-content.test.ts',
      'src/content/faq.test.ts',
      'admin/before-save.test.ts',
    ],
    { env: { ...process.env, CONTENT_DIR: scratch.root }, stdio: 'pipe' },
  )

  // The whole build on the result, as CI builds it to deploy, then its page-weight check.
  const site = buildScratchSite(scratch.parent, 'build')
  try {
    expect(site.built, site.output).toBe(true)
    const page = readFileSync(join(site.root, 'dist/client/index.html'), 'utf8')
    expect(page).toContain(headline)
    expect(page).toContain('the android beta is open.')
    const weight = spawnSync('npm', ['run', 'test:page-weight'], {
      cwd: site.root,
      encoding: 'utf8',
    })
    expect(weight.status, `${weight.stdout}${weight.stderr}`).toBe(0)
  } finally {
    site.remove()
  }
}, 400_000)
