import MiniSearch from 'minisearch'
import { pages } from '@/content/pages'
import { maxQueryLength } from './query-limit'
import type { SearchIndexData } from '@/content/search-index'
import {
  indexOptions,
  queryOptions,
  searchTerm,
  wordPattern,
  type SearchDocument,
} from '@/content/search-text'

/** A run of text, marked where it is one of the words that matched. */
export type Segment = { text: string; marked: boolean }

export type SearchResult = {
  id: number
  url: string
  where: string
  title: Segment[]
  excerpt: Segment[]
}

export const maxResults = 8
const faqPrefix = `${pages.faq.path}#`
const faqBoost = 1.5
const excerptBefore = 60
const excerptLength = 200

/** Splits `text` into runs, marking each word that is cut to one of `terms`. */
function marked(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = []
  let from = 0
  for (const match of text.matchAll(wordPattern)) {
    const term = searchTerm(match[0])
    if (term === null || !terms.has(term)) continue
    if (match.index > from) segments.push({ text: text.slice(from, match.index), marked: false })
    segments.push({ text: match[0], marked: true })
    from = match.index + match[0].length
  }
  if (from < text.length) segments.push({ text: text.slice(from), marked: false })
  return segments
}

/** A short window of the text around its first matched word, cut at word boundaries. */
function excerpt(text: string, terms: ReadonlySet<string>): Segment[] {
  let first = 0
  for (const match of text.matchAll(wordPattern)) {
    const term = searchTerm(match[0])
    if (term !== null && terms.has(term)) {
      first = match.index
      break
    }
  }
  let start = Math.max(0, first - excerptBefore)
  if (start > 0) start = text.indexOf(' ', start) + 1 || 0
  let end = Math.min(text.length, start + excerptLength)
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
  return marked(window, terms)
}

/** Searching the documents and index made at build time (search-index.ts). */
export function createSearch(data: SearchIndexData) {
  const index = MiniSearch.loadJS<SearchDocument>(data.index, indexOptions)
  const documents = new Map(data.documents.map((document) => [document.id, document]))
  // The FAQ is written for people looking for help, the legal text for the record: where both
  // answer ("cancelling": the FAQ's "how do i cancel?", the terms' "renewal and cancellation"),
  // the FAQ's answer comes first.
  const boostDocument = (id: unknown) =>
    documents.get(id as number)?.url.startsWith(faqPrefix) ? faqBoost : 1
  return (query: string) => searchIn(index, documents, query, boostDocument)
}

function searchIn(
  index: MiniSearch<SearchDocument>,
  documents: ReadonlyMap<number, SearchDocument>,
  typed: string,
  boostDocument: (id: unknown) => number,
): SearchResult[] {
  const query = typed.slice(0, maxQueryLength)
  if (query.trim() === '') return []
  return index
    .search(query, { ...queryOptions, boostDocument })
    .slice(0, maxResults)
    .flatMap((hit) => {
      const document = documents.get(hit.id as number)
      if (!document) return []
      const terms = new Set(hit.terms)
      return [
        {
          id: document.id,
          url: document.url,
          where: document.where,
          title: marked(document.title, terms),
          excerpt: excerpt(document.text, terms),
        },
      ]
    })
}
