// `npm test` runs this first: one line per missing tool and how to get it, then exit 1.
import { missingTestTools } from './lib/test-tools.mjs'

const missing = missingTestTools()
for (const line of missing) console.error(`npm test needs: ${line}`)
process.exit(missing.length === 0 ? 0 : 1)
