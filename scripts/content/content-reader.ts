// What a content file must be, file by file: its schema (src/content/content.schema.ts) and what
// its text says (`{{name}}` values, `[text](target)` links, legal lists), as one line per
// problem naming the file and the field. The build (load-content.ts) and the editor at /admin
// (admin/main.ts, before every save) both check with this, so they say the same words.
// No Node APIs: the editor runs it in the browser. Relative imports only (vite.config.ts).
import type { z } from 'zod'
import {
  donationFileSchema,
  faqGroupFileSchema,
  legalFileSchema,
  pressFactsFileSchema,
  siteFileSchema,
  type FaqGroupFile,
  type LegalFile,
  type PressFactsFile,
  type SiteFile,
} from '../../src/content/content.schema.ts'
import { faqLinksFromPages } from '../../src/content/faq-links.ts'
import type { LegalBlock } from '../../src/content/legal.ts'
import { pages, type PagePath } from '../../src/content/pages.ts'
import type { RichLink, RichParagraph } from '../../src/content/rich-text.ts'
import { displayFontCharacters } from '../lib/display-font.mjs'
import { faqPageCharacters, legalPageCharacters } from '../lib/page-budget.ts'

/** Every `{{name}}` a text may use; load-content.ts's valuesFor says what each stands for. */
export const valueNames = [
  'siteName',
  'minimumIos',
  'freeTierAppLimit',
  'freeApps',
  'annualTrialDays',
  'freeSkipsPerMonth',
  'freeSkips',
  'skipProfitDonatedPercent',
  'renewalNoticeHours',
  'parentalConsentBelowAge',
  'unblockDurations',
  'totalDonated',
  'donations',
  'latestDonationMonth',
  'landArea',
  'founded',
  'basedIn',
  'appLaunchMonth',
] as const

export type ValueName = (typeof valueNames)[number]

const pagePaths = new Set<string>(Object.values(pages).map((page) => page.path))

/** Problems are collected here; each text is checked where it is turned into the site's shape. */
export class ContentReader {
  readonly problems: string[] = []
  constructor(
    /** A file as the repository names it: content/faq/privacy.yml. */
    readonly name: (file: string) => string,
    private values: Record<string, string> = {},
  ) {}

  setValues(values: Record<string, string>) {
    this.values = values
  }

  problem(file: string, path: readonly PropertyKey[], message: string) {
    const where = fieldPath(path)
    this.problems.push(`${this.name(file)}: ${where ? `${where}: ` : ''}${message}`)
  }

  /** Validates one file's data; undefined (with its problems noted) when it is not valid. */
  check<T extends z.ZodType>(file: string, data: unknown, schema: T): z.infer<T> | undefined {
    const result = schema.safeParse(data ?? {}, { error: typeMessage })
    if (result.success) return result.data
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys)
          this.problem(file, [...issue.path, key], 'is not a field here')
      } else {
        this.problem(file, issue.path, issue.message)
      }
    }
    return undefined
  }

  /** `{{name}}` values filled in, `[text](target)` links parsed. */
  paragraph(file: string, path: readonly PropertyKey[], source: string): RichParagraph {
    const text = source.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) => {
      const value = this.values[name]
      if (value !== undefined) return value
      this.problem(
        file,
        path,
        `{{${name}}} is not a known value (known: ${Object.keys(this.values).join(', ')})`,
      )
      return whole
    })
    const runs: (string | RichLink)[] = []
    let last = 0
    for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
      const [whole, linkText = '', target = ''] = match
      if (match.index > last) runs.push(text.slice(last, match.index))
      if (pagePaths.has(target)) runs.push({ text: linkText, to: target as PagePath })
      else if (/^https:\/\/[^\s]+$/.test(target)) {
        runs.push({ text: linkText, href: target as `https://${string}` })
      } else {
        this.problem(
          file,
          path,
          `the link to "${target}" is neither a page of the site (${[...pagePaths].join(', ')}) nor an https:// address`,
        )
      }
      last = match.index + whole.length
    }
    if (runs.length === 0) return text
    if (last < text.length) runs.push(text.slice(last))
    return runs
  }

  /** A text that is shown as it is: values filled in, no links. */
  plain(file: string, path: readonly PropertyKey[], source: string): string {
    const paragraph = this.paragraph(file, path, source)
    if (typeof paragraph === 'string') return paragraph
    this.problem(file, path, 'cannot hold links')
    return source
  }

  block(file: string, path: readonly PropertyKey[], source: string): LegalBlock {
    const lines = source.split('\n').filter((line) => line.trim() !== '')
    if (lines.length > 1 || lines[0]?.startsWith('- ')) {
      if (lines.every((line) => line.startsWith('- '))) {
        return { list: lines.map((line) => this.paragraph(file, path, line.slice(2).trim())) }
      }
      this.problem(
        file,
        path,
        'has several lines: a list needs "- " at the start of every line, a paragraph needs one line',
      )
    }
    return this.paragraph(file, path, source)
  }
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  array: 'a list',
  object: 'a group of fields',
}

/** Messages for a value of the wrong type; the schema's own messages say the rest. */
function typeMessage(issue: z.core.$ZodRawIssue) {
  if (issue.code !== 'invalid_type') return undefined
  if (issue.input === undefined) return 'is missing'
  return `must be ${typeNames[issue.expected] ?? issue.expected}`
}

function fieldPath(path: readonly PropertyKey[]) {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('')
}

export function faqGroup(reader: ContentReader, file: string, id: string, group: FaqGroupFile) {
  return {
    id,
    title: group.title,
    blurb: group.blurb,
    items: group.questions.map((question, index) => ({
      /** Stable and linkable: /faq#id opens this question. Never reuse or rename one. */
      id: question.id,
      question: question.question,
      answer: question.answer.map((text, p) =>
        reader.paragraph(file, ['questions', index, 'answer', p], text),
      ),
    })),
  }
}

/** One FAQ group file: where it is, its link name (the file's name) and what it holds. */
export type FaqSource = { file: string; id: string; group: FaqGroupFile }

const answerLength = (answer: readonly string[]) =>
  answer.reduce((sum, paragraph) => sum + paragraph.length, 0)

const groupLength = (group: FaqGroupFile) =>
  group.title.length +
  group.blurb.length +
  group.questions.reduce(
    (sum, question) => sum + question.question.length + answerLength(question.answer),
    0,
  )

/**
 * What only the whole of /faq can say: every link name used once, every position once, the page
 * within its budget of words, and every link another page makes to it still there. `blame` names
 * the file whose answers are too long (the one being saved); by default the longest answer.
 */
export function faqPageProblems(
  reader: ContentReader,
  groups: readonly FaqSource[],
  blame?: string,
) {
  const seen = new Map<string, string>()
  const claim = (id: string, file: string, path: PropertyKey[]) => {
    const other = seen.get(id)
    if (other)
      reader.problem(
        file,
        path,
        `"${id}" is also used in ${reader.name(other)}: every link name on /faq must be unique`,
      )
    seen.set(id, file)
  }
  const positions = new Map<number, string>()
  for (const { file, id, group } of groups) {
    if (!/^[a-z][a-z0-9-]*$/.test(id)) {
      reader.problem(
        file,
        [],
        'the file name becomes the group’s link name: use lowercase letters, digits and hyphens',
      )
    }
    claim(id, file, [])
    group.questions.forEach((question, index) =>
      claim(question.id, file, ['questions', index, 'id']),
    )
    const other = positions.get(group.position)
    if (other)
      reader.problem(
        file,
        ['position'],
        `${group.position} is also the position of ${reader.name(other)}`,
      )
    positions.set(group.position, file)
  }
  const length = groups.reduce((sum, { group }) => sum + groupLength(group), 0)
  if (length > faqPageCharacters) {
    const answers = groups
      .filter(({ file }) => blame === undefined || file === blame)
      .flatMap(({ file, group }) =>
        group.questions.map((question, index) => ({
          file,
          index,
          length: answerLength(question.answer),
        })),
      )
    const longest = answers.reduce<(typeof answers)[number] | undefined>(
      (a, b) => (!a || b.length > a.length ? b : a),
      undefined,
    )
    if (longest) {
      const room = Math.max(0, faqPageCharacters - (length - longest.length))
      reader.problem(
        longest.file,
        ['questions', longest.index, 'answer'],
        `this answer is too long for one page: at most ${room} characters (it has ${longest.length}; /faq holds at most ${faqPageCharacters} characters of questions and answers)`,
      )
    }
  }
  for (const link of faqLinksFromPages) {
    if (seen.has(link.id)) continue
    // Named by its folder: the group or question it named is gone, and so is its file maybe.
    reader.problems.push(
      `content/faq: no question or group is named "${link.id}", which ${link.page} links to ("${link.text}"): put it back, or have that link changed first`,
    )
  }
}

export function pressFacts(reader: ContentReader, file: string, source: PressFactsFile) {
  return source.facts.map((fact, index) => ({
    label: fact.label,
    value: reader.plain(file, ['facts', index, 'value'], fact.value),
  }))
}

/** Every text of a legal file, with where it is, for the page's length. */
function legalTexts(source: LegalFile): { path: PropertyKey[]; text: string }[] {
  return source.sections.flatMap((section, s) => [
    { path: ['sections', s, 'title'], text: section.title },
    ...(section.intro ?? []).map((text, i) => ({ path: ['sections', s, 'intro', i], text })),
    ...(section.subsections ?? []).flatMap((subsection, u) => [
      { path: ['sections', s, 'subsections', u, 'title'], text: subsection.title },
      ...subsection.body.map((text, b) => ({
        path: ['sections', s, 'subsections', u, 'body', b],
        text,
      })),
    ]),
  ])
}

export function legalDocument(reader: ContentReader, file: string, source: LegalFile) {
  const texts = legalTexts(source)
  const length = texts.reduce((sum, { text }) => sum + text.length, 0)
  if (length > legalPageCharacters) {
    const longest = texts.reduce((a, b) => (b.text.length > a.text.length ? b : a))
    reader.problem(
      file,
      longest.path,
      `this paragraph is too long for one page: at most ${Math.max(0, legalPageCharacters - (length - longest.text.length))} characters (the page holds at most ${legalPageCharacters}, the rest of it has ${length - longest.text.length}): shorten it, or move text to another page`,
    )
  }
  return {
    lastUpdated: source.lastUpdated,
    lastUpdatedIso: source.lastUpdatedIso,
    sections: source.sections.map((section, s) => ({
      title: section.title,
      ...(section.intro
        ? {
            intro: section.intro.map((text, i) =>
              reader.block(file, ['sections', s, 'intro', i], text),
            ),
          }
        : {}),
      ...(section.subsections
        ? {
            subsections: section.subsections.map((subsection, u) => ({
              title: subsection.title,
              body: subsection.body.map((text, b) =>
                reader.block(file, ['sections', s, 'subsections', u, 'body', b], text),
              ),
            })),
          }
        : {}),
    })),
  }
}

/** A short name for a text that changes with it (FNV-1a): the banner's, for "hidden". */
const fingerprint = (text: string) => {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** The banner's link: a page of the site, maybe with its #section, or an https:// address. */
function bannerLink(reader: ContentReader, file: string, target: string, text: string) {
  const [path = '', hash] = target.split('#', 2)
  if (pagePaths.has(path) && (hash === undefined || /^[\w-]+$/.test(hash)))
    return { text, to: path as PagePath, ...(hash ? { hash } : {}) }
  if (/^https:\/\/[^\s/]+\.[^\s]+$/.test(target))
    return { text, href: target as `https://${string}` }
  reader.problem(
    file,
    ['banner', 'link'],
    `"${target}" is neither a page of the site (${[...pagePaths].join(', ')}) nor an address starting https://`,
  )
  return undefined
}

const fontCharacters = new Set(displayFontCharacters)

/** Headings are set in the display font, which the site ships with only these characters. */
function inDisplayFont(reader: ContentReader, file: string, path: PropertyKey[], text: string) {
  const missing = [...new Set(text)].filter((character) => !fontCharacters.has(character))
  if (missing.length > 0)
    reader.problem(
      file,
      path,
      `uses ${missing.map((character) => `"${character}"`).join(', ')}, which the headings’ font does not have: use plain letters, digits and punctuation`,
    )
}

/** content/site.yml, as the pages show it: the homepage's, the contact page's and every page's. */
export function siteWords(reader: ContentReader, file: string, source: SiteFile) {
  const { banner, home, contact } = source
  inDisplayFont(reader, file, ['home', 'headline'], home.headline)
  inDisplayFont(reader, file, ['home', 'rotatingPrefix'], home.rotatingPrefix)
  home.rotatingWords.forEach((word, index) =>
    inDisplayFont(reader, file, ['home', 'rotatingWords', index], word),
  )
  inDisplayFont(reader, file, ['contact', 'heading'], contact.heading)
  inDisplayFont(reader, file, ['contact', 'faqLink'], contact.faqLink)
  const link =
    banner.link && banner.linkText
      ? bannerLink(reader, file, banner.link, banner.linkText)
      : undefined
  return {
    home: source.home,
    contact: source.contact,
    siteWide: {
      tagline: source.footer.tagline,
      ...(banner.show
        ? {
            banner: {
              text: banner.text,
              ...(link ? { link } : {}),
              id: fingerprint(JSON.stringify([banner.text, banner.link ?? ''])),
            },
          }
        : {}),
    },
  }
}

/**
 * One file, as the editor is about to save it (`content/donations/2025-07.yml` and its fields):
 * every problem the build would find in it alone, in the build's words. What needs the other
 * files or the disk (a month used twice, a picture missing from public/) the build still says.
 */
export function fileProblems(file: string, data: unknown): string[] {
  // Each value stands for itself: the editor checks that a name is known, not what it is worth.
  const reader = new ContentReader(
    (name) => name,
    Object.fromEntries(valueNames.map((name) => [name, `{{${name}}}`])),
  )
  if (/^content\/donations\/[^/]+\.yml$/.test(file)) {
    const donation = reader.check(file, data, donationFileSchema)
    if (donation) reader.plain(file, ['description'], donation.description)
  } else if (/^content\/faq\/[^/]+\.yml$/.test(file)) {
    const group = reader.check(file, data, faqGroupFileSchema)
    if (group) faqGroup(reader, file, '', group)
  } else if (file === 'content/press-facts.yml') {
    const facts = reader.check(file, data, pressFactsFileSchema)
    if (facts) pressFacts(reader, file, facts)
  } else if (/^content\/legal\/[^/]+\.yml$/.test(file)) {
    const document = reader.check(file, data, legalFileSchema)
    if (document) legalDocument(reader, file, document)
  } else if (file === 'content/site.yml') {
    const words = reader.check(file, data, siteFileSchema)
    if (words) siteWords(reader, file, words)
  } else {
    reader.problem(file, [], 'is not a file the site reads')
  }
  return reader.problems
}

/** Other files as the editor knows them (scripts/content/load-content.ts's contentIndex). */
export type OtherFiles = { faq: Record<string, unknown>; donations?: Record<string, unknown> }

/**
 * One donation a month: each donation whose month an earlier one in `donations` has, noted on
 * its date, naming the earlier file. The build checks every file so; the editor the one it saves.
 */
export function donationMonthProblems(
  reader: ContentReader,
  donations: { file: string; donation: { date: string } }[],
) {
  const months = new Map<string, string>()
  for (const { file, donation } of donations) {
    const other = months.get(donation.date)
    if (other) {
      reader.problem(
        file,
        ['date'],
        `${donation.date} is also the month of ${reader.name(other)}: one donation a month (the page names each by its month)`,
      )
    } else months.set(donation.date, file)
  }
}

const groupId = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.yml$/, '')

const faqSources = (files: Record<string, unknown>): FaqSource[] =>
  Object.entries(files).flatMap(([file, data]) => {
    const group = faqGroupFileSchema.safeParse(data)
    return group.success ? [{ file, id: groupId(file), group: group.data }] : []
  })

const linkNames = (source: FaqSource | undefined) =>
  source ? [source.id, ...source.group.questions.map((question) => question.id)] : []

/** What a FAQ group file's removal or change would break on another page, naming the page. */
function brokenLinks(file: string, before: FaqSource | undefined, after: FaqSource[]) {
  const names = new Set(after.flatMap(linkNames))
  return faqLinksFromPages
    .filter((link) => linkNames(before).includes(link.id) && !names.has(link.id))
    .map(
      (link) =>
        `${file}: "${link.id}" is linked from ${link.page} ("${link.text}"): keep it, or have that link changed first`,
    )
}

/**
 * What the build would say about the whole site with this file saved, given the other files:
 * a donation's month already used, a link name used in another group, /faq over its budget of
 * words, a link from another page removed. Only the lines about this file (its own problems are fileProblems').
 */
export function siteProblems(
  file: string,
  data: unknown,
  others: OtherFiles,
  { newFile = false }: { newFile?: boolean } = {},
): string[] {
  if (/^content\/donations\/[^/]+\.yml$/.test(file)) {
    const saved = donationFileSchema.safeParse(data)
    if (!saved.success) return []
    // A new entry's file does not exist yet: whatever the index holds under its name is another.
    const donations = Object.entries(others.donations ?? {}).flatMap(([other, donation]) => {
      const read = donationFileSchema.safeParse(donation)
      return read.success && (newFile || other !== file)
        ? [{ file: other, donation: read.data }]
        : []
    })
    const reader = new ContentReader((name) => name)
    donationMonthProblems(reader, [...donations, { file, donation: saved.data }])
    return reader.problems.filter((problem) => problem.startsWith(`${file}: `))
  }
  if (!/^content\/faq\/[^/]+\.yml$/.test(file)) return []
  const saved = faqGroupFileSchema.safeParse(data)
  if (!saved.success) return []
  const before = faqSources(others.faq).find((source) => source.file === file)
  const groups = [
    ...faqSources(others.faq).filter((source) => source.file !== file),
    { file, id: groupId(file), group: saved.data },
  ]
  const reader = new ContentReader((name) => name)
  faqPageProblems(reader, groups, file)
  return [
    ...reader.problems.filter((problem) => problem.startsWith(`${file}: `)),
    ...brokenLinks(file, before, groups),
  ]
}

/** What removing this file would break: a link from another page, named. */
export function removalProblems(file: string, others: OtherFiles): string[] {
  if (!/^content\/faq\/[^/]+\.yml$/.test(file)) return []
  const sources = faqSources(others.faq)
  return brokenLinks(
    file,
    sources.find((source) => source.file === file),
    sources.filter((source) => source.file !== file),
  )
}
