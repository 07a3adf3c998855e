import type { Plugin, Rolldown } from 'vite'
import { eagerCompileHint } from './lib/compile-hint.mjs'

/**
 * Starts the chunks whose code runs while a page loads with the eager compile hint: the entry,
 * the chunks named in `groups` (React and the router), each route's page and what they import
 * statically. Dialogs, forms
 * and Firebase load on intent and keep V8's lazy compilation, since much of them never runs.
 */
export function eagerCompileHints(groups: readonly string[]): Plugin {
  const runsOnLoad = (chunk: Rolldown.OutputChunk) =>
    chunk.isEntry ||
    groups.includes(chunk.name) ||
    (chunk.facadeModuleId?.endsWith('?tsr-split=component') ?? false)
  return {
    name: 'touch-grass:eager-compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite has put its import map for dynamic imports at the top of a chunk: the hint
      // only works on the first line. (Like that map, it is added after the file names were
      // hashed; the build writes no source maps to shift.)
      order: 'post',
      handler(_options, bundle) {
        // A chunk a page's code imports statically runs on load too (the FAQ's accordion, which
        // it shares with the dialogs that load on intent elsewhere).
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
        const hinted = new Set<string>()
        const visit = (fileName: string) => {
          if (hinted.has(fileName)) return
          hinted.add(fileName)
          const chunk = bundle[fileName]
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
        }
        chunks.filter(runsOnLoad).forEach((chunk) => visit(chunk.fileName))
        for (const chunk of chunks) {
          if (hinted.has(chunk.fileName)) chunk.code = `${eagerCompileHint}\n${chunk.code}`
        }
      },
    },
  }
}
