import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { z } from 'zod'
import type { EditorTarget } from './admin/decap-config.ts'

/** The editor's own settings (README, "Editing content"); none of them reach a visitor's page. */
const cmsEnvSchema = z.object({
  CMS_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name')
    .default('touch-grass/touch-grass-site'),
  CMS_GITHUB_BRANCH: z.string().min(1).default('main'),
  CMS_AUTH_BASE_URL: z.url({ protocol: /^https$/ }).optional(),
  DECAP_SERVER_PORT: z.coerce.number().int().min(1).max(65535).default(8081),
})

export function editorTarget(source: Record<string, string | undefined>): EditorTarget {
  const env = cmsEnvSchema.parse(source)
  return {
    repo: env.CMS_GITHUB_REPO,
    branch: env.CMS_GITHUB_BRANCH,
    ...(env.CMS_AUTH_BASE_URL ? { authBaseUrl: env.CMS_AUTH_BASE_URL } : {}),
    localBackendUrl: `http://127.0.0.1:${env.DECAP_SERVER_PORT}/api/v1`,
  }
}

/**
 * The content editor at /admin: a build of its own, written into dist/client/admin/ after the
 * site's, so no byte of it lands in a visitor's page and no visitor page's chunk is shared with it.
 */
export default defineConfig(({ mode }) => {
  const target = editorTarget({ ...loadEnv(mode, process.cwd(), ''), ...process.env })
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
    plugins: [adminHeaders(target)],
    build: { outDir: '../dist/client/admin', emptyOutDir: true },
  }
})

/**
 * The editor's own policy, added to dist/firebase.json after the site's (so it replaces the
 * site's CSP on /admin): Decap needs inline styles (emotion), `eval` (ajv compiles the
 * config's schema, the TOML parser calls it), GitHub's API and avatars, and decap-server on
 * localhost. `noindex` in a header too, for crawlers that never parse the page.
 */
function adminHeaders(target: EditorTarget): Plugin {
  const policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    'connect-src': ["'self'", 'https://api.github.com', new URL(target.localBackendUrl).origin],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return {
    name: 'touch-grass:admin-headers',
    apply: 'build',
    closeBundle() {
      const file = 'dist/firebase.json'
      if (!existsSync(file))
        throw new Error(`${file} is missing: the site's build (postbuild) writes it first`)
      const config = JSON.parse(readFileSync(file, 'utf8'))
      const rules = config.hosting.headers.filter(
        (rule: { source: string }) => rule.source !== adminSource,
      )
      rules.push({
        source: adminSource,
        headers: [
          {
            key: 'Content-Security-Policy',
            value: Object.entries(policy)
              .map(([name, sources]) => [name, ...sources].join(' '))
              .join('; '),
          },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'no-cache' },
        ],
      })
      config.hosting.headers = rules
      writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
      console.log(`admin: the content editor in dist/client/admin, its headers in ${file}`)
    },
  }
}

const adminSource = '/admin{,/**}'
