// content/ as the build reads it, so tests expect what the files say today, whatever that is.
import { loadContent } from '../../../scripts/content/load-content.ts'
import { companyFacts, contentDirectory } from '../../../scripts/vite-plugin-content.ts'
import { parseEnv } from '../../../src/lib/env.schema'

export const siteContent = loadContent(contentDirectory, companyFacts(parseEnv(process.env)))
