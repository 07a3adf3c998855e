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
    include: [
      'src/**/*.test.{ts,tsx,mjs}',
      'scripts/**/*.test.{ts,mjs}',
      'admin/**/*.test.ts',
      'functions/**/*.test.js',
    ],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
})
