import words from 'virtual:content/home-words'
import { pages } from './pages'

/**
 * The homepage's words from content/site.yml: its title and headline (followed by site.name),
 * the changing words after their prefix (in order, wrapping to the first after the last, spec
 * section 1) and what the video shows.
 */
export const homeWords = {
  ...words,
  /** The homepage as the page list has it, with the owner's title and headline. */
  page: { ...pages.home, title: words.title, heading: words.headline },
}
