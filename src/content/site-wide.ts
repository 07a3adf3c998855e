import words from 'virtual:content/site-wide-words'

/** The footer's tagline and the announcement banner: content/site.yml, on every page. */
export const siteWide = words
