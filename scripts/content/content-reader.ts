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
  type FaqGroupFile,
  type LegalFile,
  type PressFactsFile,
} from '../../src/content/content.schema.ts'
import type { FaqGroup } from '../../src/content/faq.ts'
import type { LegalBlock, LegalDocument } from '../../src/content/legal.ts'
import { pages, type PagePath } from '../../src/content/pages.ts'
import type { Fact } from '../../src/content/press.ts'
import type { RichLink, RichParagraph } from '../../src/content/rich-text.ts'

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

export function faqGroup(
  reader: ContentReader,
  file: string,
  id: string,
  group: FaqGroupFile,
): FaqGroup {
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

export function pressFacts(reader: ContentReader, file: string, source: PressFactsFile): Fact[] {
  return source.facts.map((fact, index) => ({
    label: fact.label,
    value: reader.plain(file, ['facts', index, 'value'], fact.value),
  }))
}

export function legalDocument(
  reader: ContentReader,
  file: string,
  source: LegalFile,
): LegalDocument {
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
  } else {
    reader.problem(file, [], 'is not a file the site reads')
  }
  return reader.problems
}
