// content/ as the build reads it, so tests expect what the files say today, whatever that is.
import { loadContent } from '../../../scripts/content/load-content.ts'
import { companyFacts, contentDirectory } from '../../../scripts/vite-plugin-content.ts'
import { allPages, type Page } from '../../../src/content/pages'
import { parseEnv } from '../../../src/lib/env.schema'

export const siteContent = loadContent(contentDirectory, companyFacts(parseEnv(process.env)))

/** Every page as it shows: the homepage's title and headline are content/site.yml's. */
export const shownPages: Page[] = allPages.map((page) =>
  page.path === '/'
    ? { ...page, title: siteContent.site.home.title, heading: siteContent.site.home.headline }
    : page,
)

// One of the 30 calculator result pages stands for them all (they share one layout).
export const resultPath = '/screentime-calculator/25-34/3-4'

/** Every page a sweep or walk visits: each page, the result page and the 404 page. */
export const everyPath = [...allPages.map((page) => page.path), resultPath, '/nowhere']
