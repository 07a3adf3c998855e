/**
 * Every public page: its path, its head tags, its heading and lead, and its names in the menu
 * and the footer. Adding an entry here (and its route file under src/routes) puts a page in the
 * prerender list, the sitemap, the footer and, with a `menu` name, the menu; the order here is
 * theirs too.
 */
export type Page = {
  path: `/${string}`
  /** The `<title>`, before the product name is appended. */
  title: string
  description: string
  /** The page's h1 and the lead paragraph under it. */
  heading: string
  lead: string
  /** Its name in the full-screen menu; without one, the page is in the footer only. */
  menu?: string
  /** Its name in the footer, which lists every page. */
  footer: string
}

export const pages = {
  home: {
    path: '/',
    title: 'touch grass: end the brainrot',
    description:
      'an iPhone app that blocks the apps you choose until you go outside and photograph real grass. free for up to 2 apps.',
    heading: 'decrease your screen time...',
    lead: 'the iPhone app that locks the apps you choose until you go outside and take a photo of real grass.',
    menu: 'home',
    footer: 'home',
  },
  download: {
    path: '/download',
    title: 'Download Page',
    description:
      'get touch grass on the App Store for iPhone (iOS 17 or later), or join the android waitlist.',
    heading: 'get touch grass',
    lead: 'free on the App Store for iPhone with iOS 17 or later. on android? join the waitlist and we will email you once, when it is ready.',
    footer: 'download',
  },
  calculator: {
    path: '/screentime-calculator',
    title: 'screen time calculator',
    description:
      'two taps to see how many hours, days and years of your life your phone is on track to take.',
    heading: 'how much of your life is your phone getting?',
    lead: 'two questions, no sign-up. the answer is usually bigger than people guess.',
    menu: 'calculator',
    footer: 'calculator',
  },
  rewilding: {
    path: '/rewilding',
    title: 'rewilding',
    description:
      'half of every skip profit goes to UK rewilding projects. see what has been donated so far, square metre by square metre.',
    heading: 'skips plant meadows',
    lead: 'half of the profit from every paid skip goes to UK rewilding projects. here is every pound so far.',
    menu: 'rewilding',
    footer: 'rewilding',
  },
  faq: {
    path: '/faq',
    title: 'faq',
    description:
      'answers about requirements, grass detection, subscriptions, skips and privacy in touch grass.',
    heading: 'questions, answered',
    lead: 'what you need, how the grass check works, what it costs, how skips work and what happens to your data.',
    menu: 'faq',
    footer: 'faq',
  },
  contact: {
    path: '/contact',
    title: 'contact',
    description: 'press, investors, support or anything else: send the touch grass team a message.',
    heading: 'say hello',
    lead: 'press, investors, support or something else entirely. we read everything and reply to most things within two working days.',
    menu: 'contact',
    footer: 'contact',
  },
  press: {
    path: '/press',
    title: 'press and investors',
    description:
      'the touch grass fact sheet, logos, app icon and screenshots in one zip, and who to ask.',
    heading: 'press and investors',
    lead: 'the facts, the pictures and the people to ask. every number here is the one the rest of the site uses, so quote away.',
    footer: 'press',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'what touch grass asks permission for, what it stores, what it never stores, and your rights.',
    heading: 'Privacy Policy',
    lead: 'What touch grass asks permission for, what it keeps, what it never keeps, and the rights you have over your data.',
    menu: 'privacy',
    footer: 'privacy policy',
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    description:
      'the terms for using touch grass: free and premium features, payments, blocking, skips and your rights.',
    heading: 'Terms of Service',
    lead: 'The agreement between you and touch grass when you use the app: what it does, what it costs and what each of us can expect.',
    menu: 'terms',
    footer: 'terms of service',
  },
  accessibility: {
    path: '/accessibility',
    title: 'Accessibility statement',
    description: 'how accessible this site is, and how we test it.',
    heading: 'Accessibility statement',
    lead: 'What works, and what does not yet.',
    footer: 'accessibility',
  },
} as const satisfies Record<string, Page>

/** A page's path: a route file under src/routes must exist for each (the links are typed). */
export type PagePath = (typeof pages)[keyof typeof pages]['path']

export const notFoundPage = {
  title: 'page not found',
  description: 'this page does not exist. the grass, however, does.',
} as const

/** What a page that failed (its code did not load, or broke) shows instead of itself. */
export const errorPage = {
  title: 'this page tripped over a root',
  body: 'something on it did not load or broke. loading it again usually fixes it; the homepage is always there.',
  retry: 'load it again',
  home: 'back to the homepage',
} as const

/** Every page, in the footer's order; the prerender list and the sitemap read this. */
export const allPages = Object.values(pages)

/** The full-screen menu: the pages with a `menu` name, in the same order. */
export const primaryNav = allPages.flatMap((page) =>
  'menu' in page ? [{ label: page.menu, page }] : [],
)

/** The menu's entry for the help search: it lands in the search field on /faq, by its id. */
export const helpSearchEntry = { label: 'search help', page: pages.faq, id: 'help-search' } as const

/** Every page: also where the menu button leads when JavaScript does not run. */
export const footerNav = allPages.map((page) => ({ label: page.footer, page }))
