import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
// Local imports carry their extension, as Vite's native config loader requires.
import { appStoreQrCode } from './scripts/vite-plugin-app-store-qr.ts'
import { eagerCompileHints } from './scripts/vite-plugin-compile-hints.ts'
import { noServerFunctions } from './scripts/vite-plugin-no-server-functions.ts'
import { pressKit } from './scripts/vite-plugin-press-kit.ts'
import { buildManifest, buildManifestFile, type BuildManifest } from './src/lib/build-manifest.ts'
import { defineEnv } from './src/lib/define-env.ts'
import { parseEnv } from './src/lib/env.schema.ts'
import { prerenderPaths } from './src/content/prerender-paths.ts'

// React and the router in chunks of their own, so the after-paint loader
// (scripts/lib/hydrate-after-paint.mjs) can run each in its own task instead of one long one
// (docs/decisions/074). Start's own client stays with the app: it imports the route tree, and a
// chunk cycle would merge them back.
const frameworkChunks = [
  // The one module that starts React DOM (src/lib/react-dom-init.ts), alone: the loader runs its
  // set-up as a task of its own, not at the start of the entry's. Without its dependencies, so
  // React DOM itself stays in the chunk below.
  {
    name: 'react-dom-init',
    test: /src[\\/]lib[\\/]react-dom-init\.ts$/,
    priority: 3,
    includeDependenciesRecursively: false,
  },
  {
    name: 'react-dom',
    test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
    priority: 2,
  },
  {
    name: 'router',
    test: /node_modules[\\/](@tanstack[\\/](router-core|react-router|history|store|react-store))[\\/]/,
    priority: 1,
  },
]

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
              codeSplitting: { groups: frameworkChunks },
            },
          },
        },
      },
    },
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
    plugins: [
      appStoreQrCode(appEnv.VITE_APP_STORE_URL),
      eagerCompileHints(frameworkChunks.map((group) => group.name)),
      noServerFunctions(),
      pressKit(),
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
          // The not-found page, prerendered once; src/server.ts lets this one request answer 200.
          {
            path: '/404',
            sitemap: { exclude: true },
            prerender: { outputPath: '/404.html', headers: { 'x-prerender-404': '1' } },
          },
        ],
      }),
      viteReact(),
      writeBuildManifest(buildManifest(appEnv)),
    ],
  }
})

/** Hands scripts/postbuild.mjs what plain Node cannot read: the TypeScript page list and env. */
function writeBuildManifest(manifest: BuildManifest): Plugin {
  return {
    name: 'touch-grass:build-manifest',
    apply: 'build',
    writeBundle() {
      if (this.environment.name !== 'client') return
      mkdirSync(dirname(buildManifestFile), { recursive: true })
      writeFileSync(buildManifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
    },
  }
}
