import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, ViteDevServer } from 'vite'
import type { AppEnv } from '../src/lib/env.schema.ts'
import {
  collections,
  ContentError,
  loadContent,
  type CollectionName,
  type CompanyFacts,
  type SiteContent,
} from './content/load-content.ts'

const prefix = 'virtual:content/'

/**
 * Every collection's module, declared for TypeScript. Committed, as the route tree is, so the
 * types check from a fresh clone before anything is built.
 */
const declarationsFile = new URL('../src/content-modules.gen.d.ts', import.meta.url)

const declarations = () =>
  [
    `// Written by scripts/vite-plugin-content.ts at every build and dev start, from \`collections\``,
    `// in scripts/content/load-content.ts: change that table, not this file.`,
    ...Object.keys(collections).map(
      (name) => `
declare module 'virtual:content/${name}' {
  const collection: import('../scripts/content/load-content.ts').Collections['${name}']
  export default collection
}`,
    ),
    '',
  ].join('\n')

const isCollection = (name: string): name is CollectionName => Object.hasOwn(collections, name)

/** Writes the collections' declarations when the table has changed, so TypeScript knows them. */
function declareCollections() {
  const file = fileURLToPath(declarationsFile)
  const text = declarations()
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text)
}

/** The press page's company facts, from the validated configuration. */
export const companyFacts = (env: AppEnv): CompanyFacts => ({
  founded: env.VITE_COMPANY_FOUNDED,
  basedIn: env.VITE_COMPANY_BASED_IN,
  appLaunchMonth: env.VITE_APP_LAUNCH_MONTH,
})

/** Vite's own command, not a test or a script building through Vite's API. */
const builtFromTheCommandLine = () => /[\\/]vite(?:\.js)?$/.test(process.argv[1] ?? '')

/** The content folder: `CONTENT_DIR` moves it (tests build from a copy), else content/. */
export const contentDirectory = resolve(process.env.CONTENT_DIR ?? 'content')

/**
 * content/ as modules (`import donations from 'virtual:content/donations'`, one per entry of
 * `collections`), read and checked once per build (scripts/content/load-content.ts): a problem
 * stops the build with one line each. Drawn donation pictures are written into the build and
 * served by the dev server, which rereads the folder and reloads the page whenever a file in it
 * changes.
 */
export function siteContent(company: CompanyFacts, directory = contentDirectory): Plugin {
  let content: SiteContent | undefined
  let serving = false
  const read = () => (content ??= loadContent(directory, company))
  const fail = (error: unknown): never => {
    // The problems are the message; the stack would only bury them.
    if (error instanceof ContentError) throw Object.assign(new Error(error.message), { stack: '' })
    throw error
  }
  return {
    name: 'touch-grass:content',
    configResolved(config) {
      serving = config.command === 'serve'
    },
    buildStart() {
      declareCollections()
      try {
        read()
      } catch (error) {
        // The dev server must start anyway: /admin, on the same server, is where the owner fixes
        // the file. The problems are logged here and each page that reads content shows them.
        if (serving && error instanceof ContentError) return this.warn(error.message)
        // Under `vite build` the lines are all there is to say: thrown, they would be printed
        // under the bundler's stack trace, which buries them in the pull request's log.
        if (error instanceof ContentError && builtFromTheCommandLine()) {
          process.stderr.write(`${error.message}\n`)
          process.exit(1)
        }
        fail(error)
      }
    },
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined
      const name = id.slice(prefix.length + 1)
      if (!isCollection(name))
        throw new Error(
          `${prefix}${name} is not a content module (${Object.keys(collections).join(', ')})`,
        )
      try {
        return `export default ${JSON.stringify(collections[name](read()))}`
      } catch (error) {
        return fail(error)
      }
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const picture of read().pictures) {
        this.emitFile({ type: 'asset', fileName: picture.path.slice(1), source: picture.svg })
      }
    },
    configureServer(server) {
      // While a file has a problem, every page says so in the build's own lines, whatever the
      // framework would render without its content; /admin stays open to fix it.
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? ''
        const isPage = request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '')
        if (!isPage || path === '/admin' || path.startsWith('/admin/')) return next()
        try {
          read()
          return next()
        } catch (error) {
          if (!(error instanceof ContentError)) return next()
          response.statusCode = 500
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          response.end(problemPage(error.problems))
        }
      })
      server.watcher.add(directory)
      const reread = (file: string) => {
        if (!file.startsWith(directory)) return
        content = undefined
        reload(server)
      }
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, reread)
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]
        let picture
        try {
          picture = read().pictures.find((candidate) => candidate.path === path)
        } catch {
          return next()
        }
        if (!picture) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(picture.svg)
      })
    },
  }
}

function reload(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    for (const name of Object.keys(collections)) {
      const module = environment.moduleGraph.getModuleById(`\0${prefix}${name}`)
      if (module) environment.moduleGraph.invalidateModule(module)
    }
  }
  server.ws.send({ type: 'full-reload' })
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** What a page in development shows while content/ has a problem; it reloads once fixed. */
function problemPage(problems: readonly string[]) {
  return `<!doctype html>
<html lang="en-GB">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>content/ has a problem</title>
<script type="module" src="/@vite/client"></script>
<main style="font: 1rem/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem">
<h1>content/ has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}</h1>
<ul>${problems.map((problem) => `<li><code>${escapeHtml(problem)}</code></li>`).join('')}</ul>
<p>Fix ${problems.length === 1 ? 'it' : 'them'} in the file or in the editor at <a href="/admin/">/admin</a>: this page reloads when it is saved.</p>
</main>
</html>
`
}
