/** Made at build time by scripts/vite-plugin-app-store-qr.ts. */
declare module 'virtual:app-store-qr' {
  const svg: string
  export default svg
}

/** Made at build time by scripts/vite-plugin-press-kit.ts: every press kit file, then the zip. */
declare module 'virtual:press-kit' {
  export const pressKitFiles: {
    file: string
    format: 'SVG' | 'PNG' | 'TXT' | 'ZIP'
    bytes: number
    width?: number
    height?: number
  }[]
}

/** Made at build time from content/ by scripts/vite-plugin-content.ts. */
declare module 'virtual:content/donations' {
  import type { Donation } from '@/content/donation-totals'
  const donations: Donation[]
  export default donations
}
declare module 'virtual:content/faq' {
  import type { FaqGroup } from '@/content/faq'
  const faqGroups: FaqGroup[]
  export default faqGroups
}
declare module 'virtual:content/press-facts' {
  import type { Fact } from '@/content/press'
  const pressFacts: Fact[]
  export default pressFacts
}
declare module 'virtual:content/terms' {
  import type { LegalDocument } from '@/content/legal'
  const terms: LegalDocument
  export default terms
}
declare module 'virtual:content/privacy' {
  import type { LegalDocument } from '@/content/legal'
  const privacy: LegalDocument
  export default privacy
}
declare module 'virtual:content/accessibility' {
  import type { LegalDocument } from '@/content/legal'
  const accessibility: LegalDocument
  export default accessibility
}

declare module 'virtual:content/home-words' {
  import type { HomeWords } from '@/content/site-words'
  const words: HomeWords
  export default words
}
declare module 'virtual:content/demo-video' {
  import type { HomeWords } from '@/content/site-words'
  const video: HomeWords['video']
  export default video
}
declare module 'virtual:content/contact-words' {
  import type { ContactWords } from '@/content/site-words'
  const words: ContactWords
  export default words
}
declare module 'virtual:content/site-wide-words' {
  import type { SiteWideWords } from '@/content/site-words'
  const words: SiteWideWords
  export default words
}

declare module 'virtual:favicon-svg' {
  /** public/favicon.svg's markup (vite.config.ts), inlined in every page's head. */
  const svg: string
  export default svg
}

/** The help search's documents and their index, built from the same content (src/content/search-index.ts). */
declare module 'virtual:content/search' {
  import type { SearchIndexData } from '@/content/search-index'
  const search: SearchIndexData
  export default search
}
