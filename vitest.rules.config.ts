import { defineConfig } from 'vitest/config'

/** Firestore security rules, against the real emulator started by scripts/with-emulator.mjs. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
