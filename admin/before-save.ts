// What the editor does to an entry just before it saves: drops the fields the owner left empty
// (an optional group such as "Land bought", untouched, is not a group of blanks) and checks the
// file with the build's own reader, so a save the build would refuse is refused here, in the
// build's words (scripts/content/content-reader.ts).
import {
  fileProblems,
  removalProblems,
  siteProblems,
  type OtherFiles,
} from '../scripts/content/content-reader.ts'

type Data = Record<string, unknown>

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value as Data).every((inner) => isBlank(inner)))

/** The paths of the fields left blank, to delete; list items stay (the schema judges them). */
export function blankPaths(data: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data))
    return data.flatMap((item, index) =>
      item && typeof item === 'object' ? blankPaths(item, [...path, index]) : [],
    )
  if (!data || typeof data !== 'object') return []
  return Object.entries(data as Data).flatMap(([key, value]) =>
    isBlank(value) ? [[...path, key]] : blankPaths(value, [...path, key]),
  )
}

/** The file an entry is saved as: a new one is named as the collection's `slug` names it. */
export function entryFile(
  entry: { path?: string; collection: string; slug?: string },
  data: Data,
): string {
  if (entry.path) return entry.path
  if (entry.collection === 'donations') return `content/donations/${String(data.date ?? '')}.yml`
  return `content/${entry.collection}/${entry.slug || 'new'}.yml`
}

/** Thrown to stop a save: Decap shows its message, which is the build's lines. */
export class ContentProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
    // An empty name makes the message the whole of what Decap prints.
    this.name = ''
  }
}

/**
 * `others` is what the editor knows of the other files (/admin/content-index.json): with it, what
 * the build would say about the whole site is said too; without it, only the file's own problems.
 * `newFile`: the entry is new, so no file of the index is the one being saved.
 */
export function checkBeforeSave(
  file: string,
  data: Data,
  others?: OtherFiles,
  { newFile = false }: { newFile?: boolean } = {},
) {
  const problems = fileProblems(file, data)
  if (problems.length === 0 && others)
    problems.push(...siteProblems(file, data, others, { newFile }))
  if (problems.length > 0) throw new ContentProblems(problems)
}

/** Before a file is deleted: refused when another page links to what it holds. */
export function checkBeforeDelete(file: string, others: OtherFiles) {
  const problems = removalProblems(file, others)
  if (problems.length > 0) throw new ContentProblems(problems)
}

/** The other files as the site has them, or nothing when they cannot be read. */
export async function otherFiles(url: string): Promise<OtherFiles | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    return response.ok ? ((await response.json()) as OtherFiles) : undefined
  } catch {
    return undefined
  }
}
