import type { Plugin } from 'vite'
import { assumptionBroken } from './lib/assumptions.mjs'

const adapterModule = './ServerFunctionSerializationAdapter.js'
const adapterImporter = /start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]hydrateStart\.js$/
// What Start's compiler makes a `createServerFn()` call import in the browser.
const serverFunctionClient = '@tanstack/react-start/client-rpc'
const inertAdapterId = '\0touch-grass:inert-server-function-adapter'

/**
 * The site is static files on Firebase Hosting, so it has no server to run a server function.
 * Start's client still registers the adapter that turns a server function in dehydrated data
 * into a fetch call, and through it the fetcher and seroval, in every first load.
 * This swaps that adapter for one that matches nothing, and fails the
 * build if code asks for the server-function client or Start moved the adapter.
 */
export function noServerFunctions(): Plugin {
  let replaced = false
  return {
    name: 'touch-grass:no-server-functions',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source === serverFunctionClient) {
        this.error(
          `${importer ?? 'A module'} uses a server function, but the site is static: no server runs it (docs/decisions/078).`,
        )
      }
      if (source === adapterModule && importer && adapterImporter.test(importer)) {
        replaced = true
        return inertAdapterId
      }
      return undefined
    },
    load(id) {
      if (id !== inertAdapterId) return undefined
      return `import { createSerializationAdapter } from '@tanstack/router-core'
export const ServerFunctionSerializationAdapter = createSerializationAdapter({
  key: '$TSS/serverfn',
  test: () => false,
  toSerializable() {
    throw new Error('This site has no server functions (docs/decisions/078).')
  },
  fromSerializable() {
    throw new Error('This site has no server functions (docs/decisions/078).')
  },
})
`
    },
    buildEnd(error) {
      // A build that already failed (a content problem, a type error) never reached Start's
      // client: its own error is the line to read, and this check would only bury it.
      if (error) return
      if (!replaced) {
        this.error(
          assumptionBroken(
            `Start's client no longer imports ${adapterModule} from hydrateStart.js: update vite-plugin-no-server-functions.ts`,
            '078',
            105,
          ),
        )
      }
    },
  }
}
