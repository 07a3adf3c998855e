import { fileURLToPath } from 'node:url'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { defineEnv } from './src/lib/define-env.ts'
import { parseEnv } from './src/lib/env.schema.ts'

/** Unit and component tests: jsdom, next to the code they test. */
export default defineConfig({
  plugins: [viteReact()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: defineEnv(parseEnv({})),
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'functions/**/*.test.js'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
})
