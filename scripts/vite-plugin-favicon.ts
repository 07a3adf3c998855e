import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const virtualId = 'virtual:favicon-svg'
const resolvedId = `\0${virtualId}`
const file = 'public/favicon.svg'

/**
 * `import faviconSvg from 'virtual:favicon-svg'`: the markup of public/favicon.svg, which stays
 * served at /favicon.svg. A `?raw` import of the file itself makes the dev server warn on every
 * page that public files cannot be imported from JavaScript.
 */
export function faviconSvg(): Plugin {
  return {
    name: 'touch-grass:favicon-svg',
    resolveId: (source) => (source === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined
      return `export default ${JSON.stringify(readFileSync(file, 'utf8'))}`
    },
  }
}
