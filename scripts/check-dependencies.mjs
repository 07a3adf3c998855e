// `npm test` runs this beside the runtime dates: one line per direct dependency a major behind
// without a dated reason (scripts/lib/dependency-holds.json), then exit 1. A registry that
// cannot be reached is one line, not a failure: the check needs the network, the tests do not.
import { directDependencies, outdatedProblems, runNpmOutdated } from './lib/outdated.mjs'

const { outdated, unreachable } = runNpmOutdated()
if (unreachable) {
  console.log(`dependencies: not checked, the registry could not be reached (${unreachable})`)
  process.exit(0)
}
const problems = outdatedProblems(outdated, directDependencies(), new Date())
for (const line of problems) console.error(line)
if (problems.length === 0) console.log('dependencies: none a major behind without a dated reason')
process.exit(problems.length === 0 ? 0 : 1)
