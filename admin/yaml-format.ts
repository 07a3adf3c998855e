// How the editor writes a content file: only what the owner changed. Decap's own YAML format
// rebuilds the whole file from the data (folding every long line at 80 characters and choosing
// its own quotes and list styles), so one word re-wrote dozens of lines. Here the file as it was
// read is parsed with the `yaml` package's Document API, and each changed value is replaced in
// the text where it stands; every other byte stays as it was. A new file, or one this cannot
// patch, is written whole in the files' own style (no folding, single quotes).
import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Node } from 'yaml'

type Edit = { from: number; to: number; text: string }

/** The files' own style: one line per paragraph, single quotes when quotes are needed. */
const style = { lineWidth: 0, singleQuote: true } as const

/** Keys in the editor's field order, so a new file reads like the others. */
function ordered(data: unknown, keys: readonly string[]): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || keys.length === 0) return data
  const entries = Object.entries(data)
  const rank = (key: string) => (keys.includes(key) ? keys.indexOf(key) : keys.length)
  return Object.fromEntries(entries.sort(([a], [b]) => rank(a) - rank(b)))
}

/** The whole file, written fresh. */
export function writeYaml(data: unknown, keys: readonly string[] = []): string {
  return stringify(ordered(data, keys), style)
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf('\n', at)
  return end === -1 ? text.length : end + 1
}
const indentAt = (text: string, at: number) => {
  const start = lineStart(text, at)
  return /^ */.exec(text.slice(start))?.[0].length ?? 0
}
const indented = (block: string, spaces: number) =>
  block
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(spaces) + line))
    .join('\n')

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

class CannotPatch extends Error {}

/** Where a block collection's entries end: the end of the line its last value ends on. */
function entryEnd(source: string, node: Node | null | undefined, fallback: number) {
  const end = node?.range?.[1] ?? fallback
  return lineEnd(source, Math.max(end - 1, 0))
}

function patch(source: string, node: unknown, value: unknown, edits: Edit[]) {
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    if (node.value === value) return
    const [from, to] = node.range ?? []
    if (from === undefined || to === undefined) throw new CannotPatch()
    // The node's own quoting where the new words allow it.
    let text = stringify(value, {
      ...style,
      defaultStringType: node.type ?? 'PLAIN',
      defaultKeyType: 'PLAIN',
    }).replace(/\n$/, '')
    // A block scalar's lines sit one step in from the line that holds it.
    if (text.includes('\n')) {
      const [first = '', ...rest] = text.split('\n')
      text = [first, ...rest.map((line) => indented(line, indentAt(source, from)))].join('\n')
      // A block scalar ends with its line; what followed it on that line was only a newline.
      edits.push({ from, to: lineEnd(source, Math.max(to - 1, from)) - 1, text })
      return
    }
    edits.push({ from, to, text })
    return
  }
  if (isMap(node) && isPlainObject(value) && !node.flow) {
    const seen = new Set<string>()
    node.items.forEach((pair, index) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined
      if (key === undefined) throw new CannotPatch()
      seen.add(key)
      if (key in value) {
        const inner = value[key]
        if (isScalar(pair.value) || isMap(pair.value) || isSeq(pair.value)) {
          patch(source, pair.value, inner, edits)
        } else if (inner !== null && inner !== undefined) {
          throw new CannotPatch()
        }
        return
      }
      // A field the owner emptied: its lines go.
      const start = (pair.key as Node).range?.[0]
      if (start === undefined) throw new CannotPatch()
      const next = node.items[index + 1]
      const end = next
        ? lineStart(source, (next.key as Node).range?.[0] ?? 0)
        : entryEnd(source, pair.value as Node, start)
      edits.push({ from: lineStart(source, start), to: end, text: '' })
    })
    const added = Object.entries(value).filter(([key]) => !seen.has(key))
    if (added.length > 0) {
      const last = node.items.at(-1)
      if (!last) throw new CannotPatch()
      const column = indentAt(source, (last.key as Node).range?.[0] ?? 0)
      const at = entryEnd(source, last.value as Node, node.range?.[1] ?? source.length)
      const text = indented(stringify(Object.fromEntries(added), style), column)
      edits.push({
        from: at,
        to: at,
        text: source[at - 1] === '\n' || at === 0 ? text : `\n${text}`,
      })
    }
    return
  }
  if (isSeq(node) && Array.isArray(value) && !node.flow && node.items.length > 0) {
    const items = node.items as Node[]
    const column = indentAt(source, items[0]?.range?.[0] ?? 0)
    const startOf = (index: number) => {
      const item = items[index]
      if (item) return lineStart(source, item.range?.[0] ?? 0)
      return entryEnd(source, items.at(-1), source.length)
    }
    const insert = (at: number, values: unknown[]) => {
      if (values.length === 0) return
      const text = indented(stringify(values, style), column)
      edits.push({ from: at, to: at, text: source[at - 1] === '\n' ? text : `\n${text}` })
    }
    const remove = (index: number) =>
      edits.push({ from: startOf(index), to: startOf(index + 1), text: '' })
    // Items are matched by what they hold, so a question removed or moved touches its own
    // lines only; between two matches, items are edited in place, and the rest removed or added.
    let oldAt = 0
    let newAt = 0
    const ends: [number, number][] = [[items.length, value.length]]
    for (const [oldMatch, newMatch] of [...matches(items, value), ...ends]) {
      while (oldAt < oldMatch && newAt < newMatch)
        patch(source, items[oldAt++], value[newAt++], edits)
      while (oldAt < oldMatch) remove(oldAt++)
      insert(startOf(oldMatch), value.slice(newAt, newMatch))
      oldAt = oldMatch + 1
      newAt = newMatch + 1
    }
    return
  }
  throw new CannotPatch()
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The pairs of equal items, old index and new, in order (a longest common subsequence). */
function matches(items: Node[], values: unknown[]): [number, number][] {
  const olds = items.map((item) => JSON.stringify(item.toJSON()))
  const news = values.map((value) => JSON.stringify(value))
  const common = Array.from({ length: olds.length + 1 }, () =>
    new Array<number>(news.length + 1).fill(0),
  )
  for (let i = olds.length - 1; i >= 0; i--)
    for (let j = news.length - 1; j >= 0; j--)
      common[i]![j] =
        olds[i] === news[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  const pairs: [number, number][] = []
  let i = 0
  let j = 0
  while (i < olds.length && j < news.length) {
    if (olds[i] === news[j]) pairs.push([i++, j++])
    else if (common[i + 1]![j]! >= common[i]![j + 1]!) i++
    else j++
  }
  return pairs
}

/**
 * The file `data` is saved as, given the file it was read from (`original`, absent for a new
 * entry): the original with only the changed values replaced, or, when that cannot be done, the
 * whole file written fresh.
 */
export function keepStyle(
  original: string | undefined,
  data: unknown,
  keys: readonly string[] = [],
): string {
  if (!original?.trim()) return writeYaml(data, keys)
  const document = parseDocument(original)
  if (document.errors.length > 0) return writeYaml(data, keys)
  const edits: Edit[] = []
  try {
    patch(original, document.contents, data, edits)
  } catch (error) {
    if (error instanceof CannotPatch) return writeYaml(data, keys)
    throw error
  }
  let text = original
  for (const edit of edits.sort((a, b) => b.from - a.from)) {
    text = text.slice(0, edit.from) + edit.text + text.slice(edit.to)
  }
  // Whatever the patch did, the file must say exactly what the owner saved.
  try {
    if (same(parse(text), data)) return text
  } catch {
    // fall through to a fresh file
  }
  return writeYaml(data, keys)
}

/**
 * Decap's format hooks: `toFile` is handed only the data, so the file it came from is noted by
 * the editor just before the save (admin/main.ts's preSave), keyed by the data itself.
 */
export function keptYamlFormat() {
  const originals = new Map<string, string>()
  return {
    noteOriginal(data: unknown, raw: string | undefined) {
      if (raw) originals.set(JSON.stringify(data), raw)
    },
    formatter: {
      fromFile: (content: string) => parse(content) as unknown,
      toFile: (data: unknown, sortedKeys: readonly string[] = []) => {
        const key = JSON.stringify(data)
        const original = originals.get(key)
        originals.delete(key)
        return keepStyle(original, data, sortedKeys)
      },
    },
  }
}
