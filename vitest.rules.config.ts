import { defineConfig } from 'vitest/config'

/** Firestore security rules, against the real emulator started by scripts/with-emulator.mjs. */
export default defineConfig({
  test: {
    environment: 'node',
    // Two files at a time, whatever the cores: these tests mostly wait for the emulator, an SMTP
    // server or a lease, and each file has a project of its own. Vitest's default on 2 cores is one.
    maxWorkers: 2,
    include: ['tests/rules/**/*.test.ts'],
    // The owner's commands start Node several times a test: three times as slow while a second
    // suite shares the 2 cores. A poll for a saved record or a sent email waits as long too,
    // and returns as soon as it is there.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
  },
})
