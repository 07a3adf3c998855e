// The end-to-end suite's counts as Markdown for GitHub's job summary, from Playwright's JSON
// report (the workflow merges the shards' blob reports into one):
// `node scripts/e2e-summary.mjs e2e-report.json >> "$GITHUB_STEP_SUMMARY"`.
import { readFileSync } from 'node:fs'

/** Markdown for one JSON report: the totals, the time, and every test that did not pass. */
export function e2eSummary(report) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0, duration = 0 } = report.stats ?? {}
  const failed = []
  const byProject = new Map()
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        byProject.set(test.projectName, (byProject.get(test.projectName) ?? 0) + 1)
        if (test.status === 'unexpected' || test.status === 'flaky')
          failed.push(
            `- ${test.status}: [${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
          )
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  const projects = [...byProject].map(([name, count]) => `${name} ${count}`).join(', ')
  return [
    `### End-to-end (Playwright): ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped`,
    '',
    `${expected + unexpected + flaky + skipped} tests (${projects}), ${(duration / 1000).toFixed(0)} s from the first shard’s start to the last one’s end.`,
    ...(failed.length > 0 ? ['', ...failed] : []),
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: node scripts/e2e-summary.mjs <playwright-json-report>')
    process.exit(2)
  }
  process.stdout.write(e2eSummary(JSON.parse(readFileSync(file, 'utf8'))))
}
