// Reads content/ into what the pages show: every file parsed as YAML and checked against its
// schema (src/content/content.schema.ts), `{{name}}` values filled in, `[text](/page)` links
// turned into the site's rich text, totals summed and missing donation pictures drawn. Any
// problem anywhere stops it with one line per problem, naming the file, the field and what is
// wrong, so nothing is published half-valid. Imported by vite.config.ts: relative imports only.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parse } from 'yaml'
import type { z } from 'zod'
import {
  donationFileSchema,
  faqGroupFileSchema,
  legalFileSchema,
  pressFactsFileSchema,
  type DonationFile,
  type FaqGroupFile,
  type LegalFile,
  type PressFactsFile,
} from '../../src/content/content.schema.ts'
import {
  sortNewestFirst,
  totalDonatedPence,
  totalLandSquareMetres,
  type Donation,
} from '../../src/content/donation-totals.ts'
import type { FaqGroup } from '../../src/content/faq.ts'
import type { LegalBlock, LegalDocument } from '../../src/content/legal.ts'
import { pages, type PagePath } from '../../src/content/pages.ts'
import type { Fact } from '../../src/content/press.ts'
import { product } from '../../src/content/product.ts'
import type { RichLink, RichParagraph } from '../../src/content/rich-text.ts'
import { productName } from '../../src/content/brand.ts'
import { formatCount, formatGbp, formatList, formatMonth } from '../../src/lib/format.ts'
import { drawLandSquare, landSquareAlt, pictureHeight, pictureWidth } from './draw-land-square.ts'

/** The press page's company facts, from the validated configuration. */
export type CompanyFacts = { founded: string; basedIn: string; appLaunchMonth: string }

export type SiteContent = {
  donations: Donation[]
  /** Drawn pictures, by their path under the site's root. */
  pictures: { path: string; svg: string }[]
  faqGroups: FaqGroup[]
  pressFacts: Fact[]
  legal: { terms: LegalDocument; privacy: LegalDocument; accessibility: LegalDocument }
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.join('\n')}`,
    )
    this.name = 'ContentError'
  }
}

export const legalNames = ['terms', 'privacy', 'accessibility'] as const

/** Where a drawn picture of a donation is published. */
export const drawnPicturePath = (month: string) => `/images/rewilding/${month}-land-square.svg`

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** Every `{{name}}` a text may use, and what it stands for. */
function valuesFor(donations: readonly Donation[], company: CompanyFacts): Record<string, string> {
  const latest = donations[0]
  return {
    siteName: productName,
    minimumIos: String(product.minimumIos),
    freeTierAppLimit: String(product.freeTierAppLimit),
    freeApps: plural(product.freeTierAppLimit, 'app', 'apps'),
    annualTrialDays: String(product.annualTrialDays),
    freeSkipsPerMonth: String(product.freeSkipsPerMonth),
    freeSkips: plural(product.freeSkipsPerMonth, 'free skip', 'free skips'),
    skipProfitDonatedPercent: String(product.skipProfitDonatedPercent),
    renewalNoticeHours: String(product.renewalNoticeHours),
    parentalConsentBelowAge: String(product.parentalConsentBelowAge),
    unblockDurations: formatList(product.unblockDurations, 'disjunction'),
    totalDonated: formatGbp(totalDonatedPence(donations)),
    donations: plural(donations.length, 'donation', 'donations'),
    latestDonationMonth: latest ? formatMonth(latest.date) : '',
    landArea: formatCount(totalLandSquareMetres(donations)),
    founded: company.founded,
    basedIn: company.basedIn,
    appLaunchMonth: formatMonth(company.appLaunchMonth),
  }
}

const pagePaths = new Set<string>(Object.values(pages).map((page) => page.path))

/** Problems are collected here; each text is checked where it is turned into the site's shape. */
class Reader {
  readonly problems: string[] = []
  constructor(
    readonly root: string,
    private values: Record<string, string> = {},
  ) {}

  setValues(values: Record<string, string>) {
    this.values = values
  }

  /** A file as the repository names it: content/faq/privacy.yml. */
  name(file: string) {
    return relative(dirname(this.root), file)
  }

  problem(file: string, path: readonly PropertyKey[], message: string) {
    const where = fieldPath(path)
    this.problems.push(`${this.name(file)}: ${where ? `${where}: ` : ''}${message}`)
  }

  /** Parses and validates one file; undefined (with its problems noted) when it is not valid. */
  read<T extends z.ZodType>(file: string, schema: T): z.infer<T> | undefined {
    let data: unknown
    try {
      data = parse(readFileSync(file, 'utf8'))
    } catch (error) {
      this.problem(
        file,
        [],
        `is not valid YAML: ${String((error as Error).message).split('\n')[0]}`,
      )
      return undefined
    }
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

function yamlFiles(reader: Reader, folder: string) {
  if (!existsSync(folder)) {
    reader.problem(folder, [], 'is missing')
    return []
  }
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .flatMap((name) => {
      if (name.endsWith('.yml')) return [join(folder, name)]
      reader.problem(join(folder, name), [], 'is not a .yml file')
      return []
    })
}

function readDonations(reader: Reader, root: string) {
  const files = yamlFiles(reader, join(root, 'donations'))
  const read = files.flatMap((file) => {
    const donation = reader.read(file, donationFileSchema)
    return donation ? [{ file, donation }] : []
  })
  const months = new Map<string, string>()
  for (const { file, donation } of read) {
    const other = months.get(donation.date)
    if (other) {
      reader.problem(
        file,
        ['date'],
        `${donation.date} is also the month of ${reader.name(other)}: one donation a month (the page names each by its month)`,
      )
    }
    months.set(donation.date, file)
  }
  if (files.length === 0) reader.problem(join(root, 'donations'), [], 'has no donation files')
  return read
}

function toDonation(reader: Reader, file: string, source: DonationFile): Donation {
  const paragraph = reader.paragraph(file, ['description'], source.description)
  if (typeof paragraph !== 'string') reader.problem(file, ['description'], 'cannot hold links')
  // Pictures the owner uploads land in public/ (the editor's media folder is public/images/uploads).
  if (source.imageUrl && !existsSync(join(reader.root, '..', 'public', source.imageUrl))) {
    reader.problem(file, ['imageUrl'], `${source.imageUrl} is not in public/`)
  }
  const picture = source.imageUrl
    ? { imageUrl: source.imageUrl, imageAlt: source.imageAlt ?? '' }
    : {
        imageUrl: drawnPicturePath(source.date),
        // The schema allows no picture only when land was recorded.
        imageAlt: landSquareAlt(source.date, source.land!),
      }
  return {
    date: source.date,
    amountPence: Math.round(source.amount * 100),
    organization: source.organization,
    description: typeof paragraph === 'string' ? paragraph : source.description,
    ...(source.land ? { land: source.land } : {}),
    ...picture,
    // Cards crop every picture to 4:3, so this is the box's size whatever the file.
    imageWidth: pictureWidth,
    imageHeight: pictureHeight,
  }
}

function readFaq(reader: Reader, root: string): FaqGroup[] {
  const groups = yamlFiles(reader, join(root, 'faq')).flatMap((file) => {
    const group = reader.read(file, faqGroupFileSchema)
    return group ? [{ file, id: basename(file), group }] : []
  })
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
  return groups
    .sort((a, b) => a.group.position - b.group.position)
    .map(({ file, id, group }) => faqGroup(reader, file, id, group))
}

function faqGroup(reader: Reader, file: string, id: string, group: FaqGroupFile): FaqGroup {
  return {
    id,
    title: group.title,
    blurb: group.blurb,
    items: group.questions.map((question, index) => ({
      id: question.id,
      question: question.question,
      answer: question.answer.map((text, p) =>
        reader.paragraph(file, ['questions', index, 'answer', p], text),
      ),
    })),
  }
}

function pressFacts(reader: Reader, file: string, source: PressFactsFile): Fact[] {
  return source.facts.map((fact, index) => {
    const value = reader.paragraph(file, ['facts', index, 'value'], fact.value)
    if (typeof value !== 'string')
      reader.problem(file, ['facts', index, 'value'], 'cannot hold links')
    return { label: fact.label, value: typeof value === 'string' ? value : fact.value }
  })
}

function legalDocument(reader: Reader, file: string, source: LegalFile): LegalDocument {
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

const basename = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.yml$/, '')

const emptyDocument: LegalDocument = { lastUpdated: '', lastUpdatedIso: '', sections: [] }

/** The whole of content/ (or a copy of it, in tests), or a ContentError listing every problem. */
export function loadContent(root: string, company: CompanyFacts): SiteContent {
  const reader = new Reader(root)
  const donationFiles = readDonations(reader, root)
  // Donations first: the texts quote their total.
  const donations = sortNewestFirst(
    donationFiles.map(({ file, donation }) => toDonation(reader, file, donation)),
  )
  reader.setValues(valuesFor(donations, company))
  const pressFile = join(root, 'press-facts.yml')
  const press = existsSync(pressFile) ? reader.read(pressFile, pressFactsFileSchema) : undefined
  if (!existsSync(pressFile)) reader.problem(pressFile, [], 'is missing')
  const legal = Object.fromEntries(
    legalNames.map((name) => {
      const file = join(root, 'legal', `${name}.yml`)
      if (!existsSync(file)) {
        reader.problem(file, [], 'is missing')
        return [name, emptyDocument]
      }
      const source = reader.read(file, legalFileSchema)
      return [name, source ? legalDocument(reader, file, source) : emptyDocument]
    }),
  ) as SiteContent['legal']
  const content: SiteContent = {
    donations,
    pictures: donationFiles
      .filter(({ donation }) => !donation.imageUrl && donation.land)
      .map(({ donation }) => ({
        path: drawnPicturePath(donation.date),
        svg: drawLandSquare(donation.date, donation.land!),
      })),
    faqGroups: readFaq(reader, root),
    pressFacts: press ? pressFacts(reader, pressFile, press) : [],
    legal,
  }
  if (reader.problems.length > 0) throw new ContentError(reader.problems)
  return content
}
