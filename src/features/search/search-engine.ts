import data from 'virtual:content/search'
import { createSearch } from './search-results'

export type { SearchResult, Segment } from './search-results'

/**
 * What help-search.tsx fetches on intent, in one chunk: the library, and the documents and
 * index made at build time from content/.
 */
export const search = createSearch(data)
