// `npm run check:config`: one line per setting a production deploy needs, `ok` or what is wrong,
// whatever else is still missing; then refuses the deploy if any is wrong. Reads the site's
// settings as `vite build` does and the functions' as `firebase deploy` does (lib/env-files), and
// never prints a value shaped like a secret (lib/deploy-config).
import { configProblems } from './lib/deploy-config.mjs'
import { deployContext, settingLines } from './lib/deploy-plan.mjs'
import { readSiteEnv } from './lib/env-files.mjs'

const context = await deployContext(readSiteEnv())
console.log(
  [
    'check:config: the production settings',
    ...settingLines(context).map((line) => `  ${line}`),
  ].join('\n'),
)
const problems = configProblems(context)
if (problems.length > 0) {
  console.error(
    [
      `deploy refused: ${problems.length} setting${problems.length === 1 ? ' is' : 's are'} missing or wrong (set them in .env.deploy and ${context.functionsEnvFile}; see .env.example and docs/launch.md):`,
      ...problems.map((line) => `  - ${line}`),
    ].join('\n'),
  )
  process.exit(1)
}
