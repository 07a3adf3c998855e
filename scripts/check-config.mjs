// `npm run check:config`: refuses a production configuration that still has placeholders
// (scripts/lib/deploy-config.mjs), reading .env files and the environment as `vite build` does.
import { loadEnv } from 'vite'
import { cmsAuthProblems } from './lib/cms-auth-config.mjs'
import { configProblems } from './lib/deploy-config.mjs'

const siteEnv = loadEnv('production', process.cwd(), ['VITE_', 'CMS_'])
const project = siteEnv.VITE_FIREBASE_PROJECT_ID ?? ''
const problems = [
  ...configProblems(siteEnv),
  ...cmsAuthProblems({
    siteEnv,
    // `firebase deploy` gives the functions the parameters in functions/.env.<project id>.
    functionsEnv: loadEnv(project, 'functions', 'CMS_'),
    project,
  }),
]
if (problems.length > 0) {
  console.error(
    [
      `deploy refused: ${problems.length} setting${problems.length === 1 ? '' : 's'} still ${problems.length === 1 ? 'has a placeholder' : 'have placeholders'} (set them in .env; see .env.example):`,
      ...problems.map((line) => `  - ${line}`),
    ].join('\n'),
  )
  process.exit(1)
}
console.log('check:config: no placeholders in the production configuration')
