// Reads content/ into what the pages show: every file parsed as YAML and checked against its
// schema (src/content/content.schema.ts), `{{name}}` values filled in, `[text](/page)` links
// turned into the site's rich text, totals summed and missing donation pictures drawn. Any
// problem anywhere stops it with one line per problem, naming the file, the field and what is
// wrong, so nothing is published half-valid. Imported by vite.config.ts: relative imports only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parse } from 'yaml'
import type { z } from 'zod'
import {
  donationFileSchema,
  faqGroupFileSchema,
  largestPictureBytes,
  largestVideoBytes,
  legalFileSchema,
  pressFactsFileSchema,
  siteFileSchema,
  type DonationFile,
} from '../../src/content/content.schema.ts'
import {
  sortNewestFirst,
  totalDonatedPence,
  totalLandSquareMetres,
} from '../../src/content/donation-totals.ts'
import { product } from '../../src/content/product.ts'
import { productName } from '../../src/content/brand.ts'
import { buildSearchIndex, type SearchIndexData } from '../../src/content/search-index.ts'
import { formatCount, formatGbp, formatList, formatMonth } from '../../src/lib/format.ts'
import {
  ContentReader,
  donationMonthProblems,
  faqGroup,
  faqPageProblems,
  legalDocument,
  pressFacts,
  siteWords,
  type OtherFiles,
  type ValueName,
} from './content-reader.ts'
import { drawLandSquare, landSquareAlt, pictureHeight, pictureWidth } from './draw-land-square.ts'

/** The press page's company facts, from the validated configuration. */
export type CompanyFacts = { founded: string; basedIn: string; appLaunchMonth: string }

/** content/ as the pages show it: its types follow from the schemas through the reader. */
export type SiteContent = ReturnType<typeof loadContent>

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

const megabytes = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} kB`

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** Every `{{name}}` a text may use, and what it stands for. */
function valuesFor(
  donations: readonly ReturnType<typeof toDonation>[],
  company: CompanyFacts,
): Record<ValueName, string> {
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

/** The build's reader: files are read from disk and named from the repository's root. */
class Reader extends ContentReader {
  constructor(readonly root: string) {
    super((file) => relative(dirname(root), file))
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
    return this.check(file, data, schema)
  }
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
  donationMonthProblems(reader, read)
  if (files.length === 0) reader.problem(join(root, 'donations'), [], 'has no donation files')
  return read
}

function toDonation(reader: Reader, file: string, source: DonationFile) {
  const description = reader.plain(file, ['description'], source.description)
  // Pictures the owner uploads land in public/ (the editor's media folder is public/images/uploads).
  const onDisk = source.imageUrl && join(reader.root, '..', 'public', source.imageUrl)
  if (onDisk && !existsSync(onDisk)) {
    reader.problem(file, ['imageUrl'], `${source.imageUrl} is not in public/`)
  } else if (onDisk && statSync(onDisk).size > largestPictureBytes) {
    reader.problem(
      file,
      ['imageUrl'],
      `${source.imageUrl} is ${megabytes(statSync(onDisk).size)}: a picture may be at most ${megabytes(largestPictureBytes)} to load fast on a phone, so save it 1600 pixels wide as a JPEG and choose it again`,
    )
  }
  const picture = source.imageUrl
    ? { imageUrl: source.imageUrl, imageAlt: source.imageAlt ?? '' }
    : {
        imageUrl: drawnPicturePath(source.date),
        // The schema allows no picture only when land was recorded.
        imageAlt: landSquareAlt(source.date, source.land!),
      }
  return {
    /** The month it was made, "YYYY-MM". */
    date: source.date,
    /** In pence, so sums are exact: £53.14 is 5314. */
    amountPence: Math.round(source.amount * 100),
    organization: source.organization,
    description,
    ...(source.land ? { land: source.land } : {}),
    ...picture,
    // Cards crop every picture to 4:3, so this is the box's size whatever the file.
    imageWidth: pictureWidth,
    imageHeight: pictureHeight,
  }
}

function readFaq(reader: Reader, root: string) {
  const groups = yamlFiles(reader, join(root, 'faq')).flatMap((file) => {
    const group = reader.read(file, faqGroupFileSchema)
    return group ? [{ file, id: basename(file), group }] : []
  })
  faqPageProblems(reader, groups)
  return groups
    .sort((a, b) => a.group.position - b.group.position)
    .map(({ file, id, group }) => faqGroup(reader, file, id, group))
}

const companyFactList = (company: CompanyFacts) => [
  { label: 'founded', value: company.founded },
  { label: 'based in', value: company.basedIn },
  { label: 'on the App Store since', value: formatMonth(company.appLaunchMonth) },
]

const basename = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.yml$/, '')

/** A file content/site.yml names, which must be in public/ and small enough to serve well. */
function servedFile(
  reader: Reader,
  file: string,
  path: string[],
  url: string,
  largest: number,
  advice: string,
) {
  const onDisk = join(reader.root, '..', 'public', url)
  if (!existsSync(onDisk)) reader.problem(file, path, `${url} is not in public/`)
  else if (statSync(onDisk).size > largest)
    reader.problem(
      file,
      path,
      `${url} is ${megabytes(statSync(onDisk).size)}: it may be at most ${megabytes(largest)} to load fast on a phone, so ${advice} and choose it again`,
    )
}

function readSite(reader: Reader, root: string) {
  const file = join(root, 'site.yml')
  if (!existsSync(file)) {
    reader.problem(file, [], 'is missing')
    return undefined
  }
  const source = reader.read(file, siteFileSchema)
  if (!source) return undefined
  const { video } = source.home
  servedFile(
    reader,
    file,
    ['home', 'video', 'file'],
    video.file,
    largestVideoBytes,
    'shorten it or save it smaller',
  )
  servedFile(
    reader,
    file,
    ['home', 'video', 'poster'],
    video.poster,
    largestPictureBytes,
    'save it 480 pixels wide as AVIF or JPEG',
  )
  return siteWords(reader, file, source)
}

type LegalDocument = ReturnType<typeof legalDocument>

const emptyDocument: LegalDocument = { lastUpdated: '', lastUpdatedIso: '', sections: [] }

/** The whole of content/ (or a copy of it, in tests), or a ContentError listing every problem. */
export function loadContent(root: string, company: CompanyFacts) {
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
  ) as Record<(typeof legalNames)[number], LegalDocument>
  const site = readSite(reader, root)
  const content = {
    donations,
    pictures: donationFiles
      .filter(({ donation }) => !donation.imageUrl && donation.land)
      .map(({ donation }) => ({
        /** Where it is published, under the site's root. */
        path: drawnPicturePath(donation.date),
        svg: drawLandSquare(donation.date, donation.land!),
      })),
    faqGroups: readFaq(reader, root),
    // The company's facts are build settings (VITE_COMPANY_*), not the owner's words: they
    // follow the file's facts and are not in it, so the editor never offers them.
    pressFacts: press ? [...pressFacts(reader, pressFile, press), ...companyFactList(company)] : [],
    legal,
    // Only read when valid: with a problem, the error below is thrown instead.
    site: site!,
  }
  if (reader.problems.length > 0) throw new ContentError(reader.problems)
  return content
}

/**
 * The content the pages import: one `virtual:content/<name>` module per entry, picked from
 * content/ as read and checked above. Each module's type is what its entry returns, inferred from
 * the schemas through the reader; scripts/vite-plugin-content.ts declares the modules from this
 * table, so a schema change that a page does not follow fails `npm run typecheck`.
 */
export const collections = {
  donations: (content: SiteContent) => content.donations,
  faq: (content: SiteContent) => content.faqGroups,
  'press-facts': (content: SiteContent) => content.pressFacts,
  terms: (content: SiteContent) => content.legal.terms,
  privacy: (content: SiteContent) => content.legal.privacy,
  accessibility: (content: SiteContent) => content.legal.accessibility,
  // content/site.yml in parts, so each page carries only the words it shows.
  'home-words': (content: SiteContent) => content.site.home,
  'demo-video': (content: SiteContent) => content.site.home.video,
  'contact-words': (content: SiteContent) => content.site.contact,
  'site-wide-words': (content: SiteContent) => content.site.siteWide,
  // The help search's documents and index, from the same content as the pages. Its type is
  // named: inferred, it would be read through the content types it is built from.
  search: (content: SiteContent): SearchIndexData => buildSearchIndex(content),
}

export type CollectionName = keyof typeof collections

/** What `virtual:content/<name>` holds. */
export type Collections = { [Name in CollectionName]: ReturnType<(typeof collections)[Name]> }

/**
 * What the editor needs from the other files to check a save as the build checks the whole site
 * (admin/before-save.ts): every FAQ group file and every donation file as it is parsed, by its
 * repository name. Served at /admin/content-index.json, from disk under `npm run dev` and as
 * published by a build.
 */
export type ContentIndex = Required<OtherFiles>

export function contentIndex(root: string): ContentIndex {
  return { faq: parsedFiles(root, 'faq'), donations: parsedFiles(root, 'donations') }
}

/** Each YAML file of content/`folder` that parses, by its repository name. */
function parsedFiles(root: string, folder: string): Record<string, unknown> {
  const path = join(root, folder)
  const names = existsSync(path) ? readdirSync(path).filter((name) => name.endsWith('.yml')) : []
  return Object.fromEntries(
    names.flatMap((name) => {
      try {
        return [
          [`content/${folder}/${name}`, parse(readFileSync(join(path, name), 'utf8')) as unknown],
        ]
      } catch {
        return []
      }
    }),
  )
}
