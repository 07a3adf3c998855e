import type { PagePath } from './pages'

/**
 * The words and files a marketing owner changes, from content/site.yml (checked at build by
 * scripts/content/load-content.ts). Each part is its own module, so a page carries only its own:
 * the homepage's, the contact page's, and the footer's and banner's on every page.
 */
export type HomeWords = {
  title: string
  headline: string
  rotatingPrefix: string
  rotatingWords: string[]
  video: { file: string; poster: string; description: string }
}

export type ContactWords = {
  heading: string
  cards: { title: string; body: string }[]
  faqPrompt: string
  faqLink: string
}

/** A link of the banner: a page of the site (with its section, maybe) or an https address. */
export type BannerLink =
  { text: string; to: PagePath; hash?: string } | { text: string; href: `https://${string}` }

export type Banner = {
  text: string
  link?: BannerLink
  /** Changes with the words: a visitor who hid one announcement sees the next. */
  id: string
}

export type SiteWideWords = {
  tagline: string
  /** Absent when it is off. */
  banner?: Banner
}
