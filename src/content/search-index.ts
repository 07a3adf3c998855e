import MiniSearch, { type AsPlainObject } from 'minisearch'
import { searchDocuments, type SearchableContent } from './search-documents.ts'
import { indexOptions, type SearchDocument } from './search-text.ts'

/** What `virtual:content/search` holds: every document, and their index made at build time. */
export type SearchIndexData = { documents: SearchDocument[]; index: AsPlainObject }

export function buildSearchIndex(content: SearchableContent): SearchIndexData {
  const documents = searchDocuments(content)
  const index = new MiniSearch<SearchDocument>(indexOptions)
  index.addAll(documents)
  return { documents, index: index.toJSON() }
}
