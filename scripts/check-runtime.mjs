// `npm test` runs this first: one supported Node everywhere, or one line per problem and exit 1.
import { declaredRuntimes, runtimeProblems } from './lib/runtime.mjs'

const problems = runtimeProblems(declaredRuntimes(), process.version, new Date())
for (const line of problems) console.error(line)
if (problems.length === 0)
  console.log(
    `Node ${process.version}; the functions deploy on nodejs${process.versions.node.split('.')[0]}`,
  )
process.exit(problems.length === 0 ? 0 : 1)
