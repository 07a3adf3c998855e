import type { FaqGroup, FaqItem } from './faq'
import { contactLinkFor } from './inquiry-types'

/** What the help search says about its results (fetched with them, features/search). */
export const searchResultsCopy = {
  count: (count: number) =>
    count === 0 ? 'no answers found' : `${count} ${count === 1 ? 'answer' : 'answers'} found`,
  noResults: 'nothing here answers that. not even close.',
  popularTitle: 'what people usually ask',
  contact: 'ask a person instead',
  contactLink: contactLinkFor('support'),
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
