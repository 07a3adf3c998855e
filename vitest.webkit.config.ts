import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The visitor's journeys in WebKit, the engine of Safari on iPhone, against the production build
 * served by scripts/preview.mjs. `npm run test:webkit` runs it under the
 * Firestore emulator and a virtual display; one browser session serves every test, in order.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/webkit/**/*.test.ts'],
    globalSetup: ['tests/webkit/global-setup.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    // As long as a loaded machine needs, like the unit tests: a journey loads several pages in a
    // browser that shares the 2 cores with other suites (tests/webkit/support/session.ts sets
    // the waits inside a test).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
