/** The help search's field on /faq, which comes with the page (the rest comes on intent). */
export const helpSearchCopy = {
  label: 'search the answers',
  hint: 'a word or two is enough: “refund”, “android”, “delete my data”.',
  resultsLabel: 'answers',
  failed: 'the search didn’t load. every answer is still below, or reload the page to try again.',
}
