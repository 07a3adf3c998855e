import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { z } from 'zod'
import type { EditorTarget } from './admin/decap-config.ts'
import { adminHeaderRule } from './admin/headers.ts'
import { contentIndex } from './scripts/content/load-content.ts'
import { contentDirectory } from './scripts/vite-plugin-content.ts'

/** The editor's own settings (docs/editing-content.md); none of them reach a visitor's page. */
const cmsEnvSchema = z.object({
  CMS_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name')
    .default('touch-grass/touch-grass-site'),
  CMS_GITHUB_BRANCH: z.string().min(1).default('main'),
  DECAP_SERVER_PORT: z.coerce.number().int().min(1).max(65535).default(8081),
  /** Set by scripts/build-for-tests.mjs only: the e2e tests save through decap-server. */
  CMS_TEST_LOCAL_BACKEND: z.enum(['', '1']).default(''),
})

/**
 * Where the editor reads and writes. decap-server on loopback only under `npm run dev` (serve)
 * and in the test build: a production build's editor, and its policy, never name it.
 */
export function editorTarget(
  source: Record<string, string | undefined>,
  command: 'serve' | 'build',
): EditorTarget {
  const env = cmsEnvSchema.parse(source)
  const local = command === 'serve' || env.CMS_TEST_LOCAL_BACKEND === '1'
  return {
    repo: env.CMS_GITHUB_REPO,
    branch: env.CMS_GITHUB_BRANCH,
    ...(local ? { localBackendUrl: `http://127.0.0.1:${env.DECAP_SERVER_PORT}/api/v1` } : {}),
  }
}

/**
 * The content editor at /admin: a build of its own, written into dist/client/admin/ after the
 * site's, so no byte of it lands in a visitor's page and no visitor page's chunk is shared with it.
 */
export default defineConfig(({ mode, command }) => {
  const target = editorTarget({ ...loadEnv(mode, process.cwd(), ''), ...process.env }, command)
  return {
    root: 'admin',
    base: '/admin/',
    // A dependency cache of its own: sharing the site's node_modules/.vite made each server's
    // optimiser outdate the other's files, so one of them served 504s on every `npm run dev`.
    cacheDir: '../node_modules/.vite-admin',
    logLevel: 'error',
    define: {
      editorTarget: JSON.stringify(target),
      // Decap's dependencies still read Node's name for the global object.
      global: 'globalThis',
    },
    plugins: [adminHeaders(target), otherFilesIndex()],
    build: { outDir: '../dist/client/admin', emptyOutDir: true },
  }
})

/**
 * /admin/content-index.json: the FAQ and donation files as the site has them, for the editor's checks that
 * need the other files (admin/before-save.ts). Read from disk at each request under
 * `npm run dev`, so it follows every save; written as built into a release.
 */
function otherFilesIndex(): Plugin {
  const name = 'content-index.json'
  return {
    name: 'touch-grass:admin-content-index',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!(request.url ?? '').split('?')[0]?.endsWith(`/${name}`)) return next()
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-store')
        response.end(JSON.stringify(contentIndex(contentDirectory)))
      })
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: name,
        source: JSON.stringify(contentIndex(contentDirectory)),
      })
    },
  }
}

/** Adds the editor's headers (admin/headers.ts) to dist/firebase.json, after the site's. */
function adminHeaders(target: EditorTarget): Plugin {
  const rule = adminHeaderRule(target)
  return {
    name: 'touch-grass:admin-headers',
    apply: 'build',
    closeBundle() {
      const file = 'dist/firebase.json'
      if (!existsSync(file))
        throw new Error(`${file} is missing: the site's build (postbuild) writes it first`)
      const config = JSON.parse(readFileSync(file, 'utf8'))
      const rules = config.hosting.headers.filter(
        (each: { source: string }) => each.source !== rule.source,
      )
      rules.push(rule)
      config.hosting.headers = rules
      writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
      console.log(`admin: the content editor in dist/client/admin, its headers in ${file}`)
    },
  }
}
