// One Node everywhere: the functions' runtime, both packages' engines, .nvmrc, the pinned `node`
// package and the Node running this must name the same major version, and that version must not
// be near its end. The dates come from runtime-schedule.json, which names its sources.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import schedule from './runtime-schedule.json' with { type: 'json' }

const DAY = 24 * 60 * 60 * 1000
const major = (version) => String(version).replace(/^v/, '').split('.')[0]

/** What each place in the repository says, read from `root`. */
export function declaredRuntimes(root = process.cwd()) {
  const json = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'))
  const pkg = json('package.json')
  const functionsPkg = json('functions/package.json')
  return {
    nvmrc: readFileSync(join(root, '.nvmrc'), 'utf8').trim(),
    engines: pkg.engines?.node,
    functionsEngines: functionsPkg.engines?.node,
    pinnedNode: pkg.devDependencies?.node,
    functionsRuntime: json('firebase.json').functions?.runtime,
  }
}

/**
 * One line per disagreement or nearing end; empty when all is well.
 * `running` is the Node version running the tests, `today` a Date.
 */
export function runtimeProblems(declared, running, today, table = schedule) {
  const want = major(declared.nvmrc)
  const problems = []
  const agree = [
    ['package.json engines.node', declared.engines],
    ['functions/package.json engines.node', declared.functionsEngines],
    ['the pinned node package (package.json devDependencies.node)', declared.pinnedNode],
    ['the Node running this', running],
  ]
  for (const [where, value] of agree) {
    if (value === undefined || major(value) !== want) {
      problems.push(
        `${where} is ${value ?? 'missing'}, but .nvmrc says Node ${want}: make them agree (decision 131).`,
      )
    }
  }
  if (declared.pinnedNode !== undefined && declared.pinnedNode !== declared.nvmrc) {
    problems.push(
      `package.json pins node ${declared.pinnedNode}, but .nvmrc says ${declared.nvmrc}: make them the same version (decision 131).`,
    )
  }
  if (declared.functionsRuntime !== `nodejs${want}`) {
    problems.push(
      `firebase.json deploys the functions on ${declared.functionsRuntime ?? 'no runtime'}, but .nvmrc says Node ${want}: set "runtime": "nodejs${want}" (decision 131).`,
    )
  }

  const soon = (date) =>
    new Date(`${date}T00:00:00Z`).getTime() - today.getTime() < table.warnDaysBefore * DAY
  const runtime = declared.functionsRuntime
  const dates = table.cloudFunctions.runtimes[runtime]
  if (runtime && !dates) {
    problems.push(
      `${runtime} is not in scripts/lib/runtime-schedule.json: add its dates from ${table.cloudFunctions.source}.`,
    )
  } else if (dates && soon(dates.decommission)) {
    problems.push(
      `Cloud Functions decommission ${runtime} on ${dates.decommission} (${table.cloudFunctions.source}): deploys stop working then; move to a newer runtime now.`,
    )
  }
  const endOfLife = table.node.endOfLife[want]
  if (!endOfLife) {
    problems.push(
      `Node ${want} is not in scripts/lib/runtime-schedule.json: add its end of life from ${table.node.source}.`,
    )
  } else if (soon(endOfLife)) {
    problems.push(
      `Node ${want} reaches end of life on ${endOfLife} (${table.node.source}): move to the next LTS now.`,
    )
  }
  return problems
}
