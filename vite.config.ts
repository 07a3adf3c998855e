import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
// Local imports carry their extension, as Vite's native config loader requires.
import { adminInDev } from './scripts/vite-plugin-admin-dev.ts'
import { appStoreQrCode } from './scripts/vite-plugin-app-store-qr.ts'
import { faviconSvg } from './scripts/vite-plugin-favicon.ts'
import { noServerFunctions } from './scripts/vite-plugin-no-server-functions.ts'
import { pressKit } from './scripts/vite-plugin-press-kit.ts'
import { companyFacts, siteContent } from './scripts/vite-plugin-content.ts'
import {
  compileFrameworkEagerly,
  frameworkChunkGroups,
} from './src/lib/loading/framework-chunks.mjs'
import { buildManifest, buildManifestFile, type BuildManifest } from './src/lib/build-manifest.ts'
import { defineEnv } from './src/lib/define-env.ts'
import { parseEnv } from './src/lib/env.schema.ts'
import { prerenderPaths } from './src/content/prerender-paths.ts'
import { waitlistResultPaths } from './src/content/waitlist-result-names.ts'

export default defineConfig(({ mode }) => {
  const appEnv = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    define: defineEnv(appEnv),
    // Lazily imported libraries, listed so the dev server optimises them up front instead of
    // reloading the page (and failing the lazy import) the first time a visitor opens a form.
    optimizeDeps: {
      include: [
        '@hookform/resolvers/zod',
        '@radix-ui/react-accordion',
        '@radix-ui/react-dialog',
        'firebase/analytics',
        'firebase/app',
        'firebase/firestore/lite',
        'react-hook-form',
        'zod/mini',
      ],
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: frameworkChunkGroups },
              postBanner: compileFrameworkEagerly,
            },
          },
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      // Hosting's rewrites to the waitlist's functions, in development (scripts/dev.mjs).
      proxy: process.env.FUNCTIONS_ORIGIN
        ? { '/api/waitlist/': process.env.FUNCTIONS_ORIGIN }
        : undefined,
    },
    plugins: [
      adminInDev(),
      appStoreQrCode(appEnv.VITE_APP_STORE_URL),
      faviconSvg(),
      noServerFunctions(),
      pressKit(),
      siteContent(companyFacts(appEnv)),
      tailwindcss(),
      tanstackStart({
        prerender: {
          enabled: true,
          crawlLinks: false,
          autoSubfolderIndex: false,
          failOnError: true,
        },
        pages: [
          ...prerenderPaths.map((path) => ({ path })),
          // Where a waitlist email's links end: prerendered, not in the sitemap.
          ...waitlistResultPaths.map((path) => ({ path, sitemap: { exclude: true } })),
          // The not-found page, prerendered once; src/server.ts lets this one request answer 200.
          {
            path: '/404',
            sitemap: { exclude: true },
            prerender: { outputPath: '/404.html', headers: { 'x-prerender-404': '1' } },
          },
        ],
      }),
      viteReact(),
      writeBuildManifest(buildManifest(appEnv, prerenderPaths)),
    ],
  }
})

/**
 * Hands the plain-Node steps (scripts/postbuild.mjs, the page-weight check, the benchmark) what
 * they cannot read themselves: the TypeScript page list and env, and the client chunks as the
 * bundler made them (which chunk imports which, which npm packages each holds), so nothing has
 * to read imports back out of minified code.
 */
function writeBuildManifest(manifest: BuildManifest): Plugin {
  return {
    name: 'touch-grass:build-manifest',
    apply: 'build',
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                file: item.fileName,
                name: item.name,
                imports: item.imports,
                packages: [...new Set(item.moduleIds.flatMap(packageOf))].sort(),
              },
            ]
          : [],
      )
      mkdirSync(dirname(buildManifestFile), { recursive: true })
      writeFileSync(buildManifestFile, `${JSON.stringify({ ...manifest, chunks }, null, 2)}\n`)
    },
  }
}

/** The npm package a module id is in ('@scope/name' or 'name'), or none for the app's own code. */
function packageOf(id: string): string[] {
  const parts = id.replaceAll('\\', '/').split('/node_modules/')
  const path = parts.length > 1 ? (parts.at(-1) ?? '').split('/') : []
  if (path.length === 0) return []
  return [path[0]?.startsWith('@') ? path.slice(0, 2).join('/') : (path[0] ?? '')]
}
