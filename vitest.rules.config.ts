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
    // suite shares the 2 cores, and a hang still fails within a minute.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
})
