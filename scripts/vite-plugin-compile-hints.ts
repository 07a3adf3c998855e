import type { Plugin, Rolldown } from 'vite'
import { eagerCompileHint } from './lib/compile-hint.mjs'

/**
 * Starts the chunks whose code runs while a page loads with the eager compile hint: the entry,
 * the chunks named in `groups` (React and the router) and each route's page. Dialogs, forms
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
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && runsOnLoad(chunk)) {
            chunk.code = `${eagerCompileHint}\n${chunk.code}`
          }
        }
      },
    },
  }
}
