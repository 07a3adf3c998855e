import type { FaqGroup, FaqItem } from './faq'
import { contactLinkFor } from './inquiry-types'

/** The search field's id: `/faq#help-search` (the menu's "search help") lands in it. */
export const helpSearchId = 'help-search'

export const helpSearchCopy = {
  label: 'search the answers',
  hint: 'a word or two is enough: “refund”, “android”, “delete my data”.',
  resultsLabel: 'answers',
  count: (count: number) =>
    count === 0 ? 'no answers found' : `${count} ${count === 1 ? 'answer' : 'answers'} found`,
  noResults: 'nothing here answers that. not even close.',
  popularTitle: 'what people usually ask',
  contact: 'ask a person instead',
  contactLink: contactLinkFor('support'),
  failed: 'the search didn’t load. every answer is still below, or reload the page to try again.',
  /** The full-screen menu's entry, which lands in the field. */
  menuEntry: 'search help',
}

/** Suggested when a search finds nothing: the questions asked most, by their ids in content/faq. */
export const popularQuestionIds = ['cancel', 'android', 'how-grass-check-works'] as const

/** The popular questions that exist, topped up with each group's first so there are always 2–3. */
export function popularQuestions(groups: readonly FaqGroup[]): FaqItem[] {
  const items = groups.flatMap((group) => group.items)
  const chosen = popularQuestionIds.flatMap((id) => items.filter((item) => item.id === id))
  for (const group of groups) {
    const first = group.items[0]
    if (chosen.length >= 3) break
    if (first && !chosen.includes(first)) chosen.push(first)
  }
  return chosen.slice(0, 3)
}
