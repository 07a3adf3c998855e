import { defineConfig } from 'vitest/config'

/**
 * The owner's month in /admin replayed, then the content tests, the whole build and the
 * page-weight check on the result (tests/owner-month): a build of its own, so `npm test` runs it
 * once, apart from the unit tests.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/owner-month/**/*.test.ts'],
    testTimeout: 600_000,
  },
})
