// @vitest-environment node
import { expect, test } from 'vitest'
import { e2eSummary } from './e2e-summary.mjs'

test('the summary counts every outcome and names each test that did not pass', () => {
  const test = (projectName, status) => ({ projectName, status })
  const report = {
    stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0, duration: 61_400 },
    suites: [
      {
        title: 'home.spec.ts',
        specs: [
          { title: 'loads', tests: [test('phone', 'expected'), test('desktop', 'expected')] },
        ],
        suites: [
          {
            title: 'the menu',
            specs: [
              { title: 'opens', tests: [test('phone', 'unexpected')] },
              { title: 'closes', tests: [test('phone', 'flaky')] },
            ],
          },
        ],
      },
    ],
  }
  expect(e2eSummary(report)).toBe(
    [
      '### End-to-end (Playwright): 2 passed, 1 failed, 1 flaky, 0 skipped',
      '',
      '4 tests (phone 3, desktop 1), 61 s from the first shard’s start to the last one’s end.',
      '',
      '- unexpected: [phone] home.spec.ts › the menu › opens',
      '- flaky: [phone] home.spec.ts › the menu › closes',
      '',
    ].join('\n'),
  )
})
