/**
 * Every link another page makes to an answer or group on /faq. The build refuses content/faq
 * without its target, and the editor refuses removing or renaming one, naming the page.
 */
export const faqLinks = {
  rewilding: { page: '/rewilding', text: 'more about skips', id: 'skip-donations' },
} as const

export const faqLinksFromPages = Object.values(faqLinks)
