// No direct dependency a major behind without a dated reason: `npm outdated` for the site and
// the functions (one workspace, one call), read against the dated reasons in dependency-holds.json.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, delimiter, dirname, join } from 'node:path'
import holdsFile from './dependency-holds.json' with { type: 'json' }

const holdsPath = 'scripts/lib/dependency-holds.json'

const majorOf = (version) => Number(String(version).split('.')[0])

/**
 * Runs `npm outdated --json` in `root` with the Node running this, so npm judges each release's
 * `engines` by the project's Node, not the machine's. Returns { outdated } or { unreachable }.
 */
export function runNpmOutdated(root = process.cwd()) {
  const PATH = [dirname(process.execPath), process.env.PATH].join(delimiter)
  const result = spawnSync('npm', ['outdated', '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH },
  })
  return readNpmOutdated(result.stdout, result.error?.message ?? result.stderr)
}

/** `npm outdated --json` exits 1 whenever anything is outdated: its output says what happened. */
export function readNpmOutdated(stdout, stderr = '') {
  let parsed
  try {
    parsed = JSON.parse(stdout)
  } catch {
    return { unreachable: `npm outdated printed no JSON: ${String(stderr).trim().split('\n')[0]}` }
  }
  if (parsed.error) return { unreachable: `${parsed.error.code}: ${parsed.error.summary}` }
  return { outdated: parsed }
}

/** Which package.json files the outdated entries may come from, and their direct dependencies. */
export function directDependencies(root = process.cwd()) {
  const names = (file) => {
    const pkg = JSON.parse(readFileSync(join(root, file), 'utf8'))
    return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  }
  return {
    [basename(root)]: names('package.json'),
    functions: names('functions/package.json'),
  }
}

/**
 * One line per problem: a direct dependency a major or more behind with no hold, a hold whose
 * look-again date has passed, a newer major than its hold was checked against, a hold on a
 * package that is no longer behind. `today` is a Date.
 */
export function outdatedProblems(outdated, direct, today, holds = holdsFile.holds) {
  const problems = []
  const behind = new Set()
  for (const [name, value] of Object.entries(outdated)) {
    for (const { current, latest, dependent } of [value].flat()) {
      if (!direct[dependent]?.includes(name) || !current || !latest) continue
      if (majorOf(latest) <= majorOf(current)) continue
      const where = dependent === 'functions' ? `${name} (functions)` : name
      const hold = holds[name]
      behind.add(name)
      if (!hold) {
        problems.push(
          `${where} ${current} is behind ${latest}, a new major: upgrade it in a commit of its own, or write why it waits in ${holdsPath} (decision 182).`,
        )
      } else if (majorOf(latest) > hold.latest) {
        problems.push(
          `${where} ${current}: ${latest} is out, newer than the ${hold.latest} its hold was checked against on ${hold.checked}: try it, then upgrade or renew the hold in ${holdsPath}.`,
        )
      } else if (new Date(`${hold.lookAgain}T00:00:00Z`) <= today) {
        problems.push(
          `${where} ${current} is held behind ${latest} until ${hold.lookAgain} (${hold.why}): try ${majorOf(latest)} again, then upgrade or renew the hold in ${holdsPath}.`,
        )
      }
    }
  }
  for (const name of Object.keys(holds).filter((name) => !behind.has(name))) {
    problems.push(`${name} is no longer a major behind: remove its hold from ${holdsPath}.`)
  }
  return [...new Set(problems)]
}
