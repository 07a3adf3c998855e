import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/lib/chromium.mjs'
import { testGitHubOAuthOrigin, testPorts } from './scripts/lib/test-ports.mjs'

const baseURL = `http://127.0.0.1:${testPorts.preview}`

/** E2E against the production build served like production (superstatic + firebase.json). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One per core of the 2 we test on: timed on one shard, a third or fourth test only shared the
  // cores and finished later (figures in docs/testing.md).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // CI keeps the HTML report as an artifact when a run fails (.github/workflows/ci.yml).
  reporter: [['list'], ['html', { open: 'never' }]],
  // Twice Playwright's default: a test that runs axe several times takes over 30 s when a second
  // suite shares the 2 cores, and a hang still fails within a minute.
  timeout: 60_000,
  // A wait for what a person would see returns as soon as it shows; on a loaded machine (load 20
  // and more on the 2 cores) a save or a slowed page takes many seconds to show it. Set here once,
  // as the unit tests set theirs, so no test waits less.
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (actions, console, network), without the DOM snapshots and
    // screencast that cost a third of the suite's CPU (the tab walks press and read thousands of
    // times); re-run one test with `--trace on` to get those.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    // Layout-sensitive specs opt in to the wide screen with @desktop in their title.
    {
      name: 'desktop',
      grep: /@desktop/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // Playwright's own WebKit, where it can be downloaded (`npx playwright install webkit`, e.g. on
    // macOS): PLAYWRIGHT_WEBKIT=1 npx playwright test --project=webkit. CI drives the system's
    // WebKit through WebDriver instead (npm run test:webkit).
    ...(process.env.PLAYWRIGHT_WEBKIT
      ? [
          {
            name: 'webkit',
            use: {
              browserName: 'webkit' as const,
              launchOptions: {},
              viewport: { width: 390, height: 844 },
              hasTouch: true,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node scripts/preview.mjs',
      url: baseURL,
      reuseExistingServer: false,
      env: { PORT: String(testPorts.preview) },
    },
    // GitHub's sign-in endpoints for the editor's sign-in test: one server that every worker shares.
    {
      command: 'node tests/e2e/support/github-oauth-stand-in.ts',
      url: `${testGitHubOAuthOrigin}/stand-in/exchanges`,
      reuseExistingServer: false,
    },
  ],
})
