// `npm run check:config`: refuses a production configuration that still has placeholders
// (scripts/lib/deploy-config.mjs), reading .env files and the environment as `vite build` does,
// and the functions' parameters from functions/.env.<project> as the deploy does.
import { loadEnv } from 'vite'
import { configProblems } from './lib/deploy-config.mjs'
import { deployContext, settingLines } from './lib/deploy-plan.mjs'

const context = await deployContext(loadEnv('production', process.cwd(), ''))
const problems = configProblems(context)
if (problems.length > 0) {
  console.error(
    [
      `deploy refused: ${problems.length} setting${problems.length === 1 ? '' : 's'} still ${problems.length === 1 ? 'has a placeholder' : 'have placeholders'} (set them in .env and ${context.functionsEnvFile}; see .env.example and docs/launch.md):`,
      ...problems.map((line) => `  - ${line}`),
    ].join('\n'),
  )
  process.exit(1)
}
console.log(
  [
    'check:config: no placeholders in the production configuration',
    ...settingLines(context).map((line) => `  ${line}`),
  ].join('\n'),
)
