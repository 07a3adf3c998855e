import type { Plugin, Rolldown } from 'vite'
import { assumptionBroken } from './lib/assumptions.mjs'
import { eagerCompileHint } from './lib/compile-hint.mjs'

/**
 * React and the router in chunks of their own, so the after-paint loader
 * (scripts/lib/scripts-after-paint.mjs) runs each in its own task instead of one long one
 * (docs/decisions/074). Start's own client stays with the app: it imports the route tree, and a
 * chunk cycle would merge them back. `compileEagerly`: the chunk starts with Chromium's eager
 * compile hint (077).
 */
export const frameworkChunks = [
  // The one module that starts React DOM (src/lib/react-dom-init.ts), alone: the loader runs its
  // set-up as a task of its own, not at the start of the entry's. Without its dependencies, so
  // React DOM itself stays in the chunk below.
  {
    name: 'react-dom-init',
    test: /src[\\/]lib[\\/]react-dom-init\.ts$/,
    priority: 3,
    includeDependenciesRecursively: false,
    compileEagerly: false,
  },
  {
    name: 'react-dom',
    test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
    priority: 2,
    compileEagerly: true,
  },
  {
    name: 'router',
    test: /node_modules[\\/](@tanstack[\\/](router-core|react-router|history|store|react-store))[\\/]/,
    priority: 1,
    compileEagerly: true,
  },
]

/** The groups as rolldown's `codeSplitting.groups` takes them. */
export const frameworkChunkGroups = frameworkChunks.map(
  ({ compileEagerly: _compileEagerly, ...group }) => group,
)

/**
 * Adds the compile hint to the framework chunks, and fails the build, naming the assumption and
 * its decision record, when the client bundle does not have the shape 074 and 077 rely on.
 */
export function frameworkChunksCheck(): Plugin {
  const hinted = frameworkChunks.filter((group) => group.compileEagerly).map((group) => group.name)
  return {
    name: 'touch-grass:framework-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite has put its import map for dynamic imports at the top of a chunk: the hint
      // only works on the first line (077). Like that map, it is added after the file names were
      // hashed; the build writes no source maps to shift.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk',
        )
        const named = (name: string) => chunks.find((chunk) => chunk.name === name)
        for (const { name } of frameworkChunks) {
          if (!named(name)) {
            this.error(
              assumptionBroken(
                `rolldown's codeSplitting group "${name}" made no chunk (its test in vite-plugin-framework-chunks.ts matched no module after an upgrade?)`,
                '074',
                105,
              ),
            )
          }
        }
        const init = named('react-dom-init')
        const reactDom = named('react-dom')
        const initModules = init?.moduleIds.filter((id) => !id.startsWith('\0')) ?? []
        if (
          initModules.length !== 1 ||
          !frameworkChunks[0]!.test.test(initModules[0] ?? '') ||
          !init?.imports.includes(reactDom?.fileName ?? '')
        ) {
          this.error(
            assumptionBroken(
              `the react-dom-init chunk should hold only src/lib/react-dom-init.ts and import the react-dom chunk, so React DOM's set-up is a task of its own; it holds ${initModules.join(', ')} and imports ${init?.imports.join(', ')}`,
              '074',
              105,
            ),
          )
        }
        for (const name of hinted) {
          const chunk = named(name)
          if (chunk) chunk.code = `${eagerCompileHint}\n${chunk.code}`
        }
      },
    },
    writeBundle(_options, bundle) {
      for (const name of hinted) {
        const chunk = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.name === name,
        )
        if (chunk?.type === 'chunk' && !chunk.code.startsWith(`${eagerCompileHint}\n`)) {
          this.error(
            assumptionBroken(
              `the eager compile hint is not the first line of the ${name} chunk (a later build step prepended code?), so Chromium ignores it`,
              '077',
              105,
            ),
          )
        }
      }
    },
  }
}
