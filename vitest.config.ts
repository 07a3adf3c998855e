import { fileURLToPath } from 'node:url'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { defineEnv } from './src/lib/define-env.ts'
import { companyFacts, siteContent } from './scripts/vite-plugin-content.ts'
import { parseEnv } from './src/lib/env.schema.ts'

/** Unit and component tests: jsdom, next to the code they test. */
export default defineConfig({
  plugins: [viteReact(), siteContent(companyFacts(parseEnv({})))],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: defineEnv(parseEnv({})),
  test: {
    environment: 'jsdom',
    // One file per core. Vitest's default is one fewer than the cores: on our 2, one file at a
    // time, which took half as long again (figures in the commit that set this).
    maxWorkers: 2,
    include: [
      'src/**/*.test.{ts,tsx,mjs}',
      'scripts/**/*.test.{ts,mjs}',
      'admin/**/*.test.ts',
      'functions/**/*.test.js',
    ],
    // Tests wait for what a person would see, and on a loaded 2-core machine (load 15 and up,
    // other suites running) a render or a save can take seconds: a test fails on a bug, never
    // on a busy machine. Testing Library's waits have the same reason (src/test/setup.ts).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['scripts/lib/scratch-tmpdir.mjs'],
    restoreMocks: true,
  },
})
