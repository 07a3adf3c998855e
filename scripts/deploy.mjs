// `npm run deploy`: every check a deploy needs (check:config, then a production build and its
// page-weight budgets), then Firebase Hosting, the Firestore rules and the functions, from the
// generated dist/firebase.json (firebase.json plus this build's Content-Security-Policy).
// Carries the live release's hashed assets into this one (lib/previous-release), so open pages
// keep finding their chunks. Needs a Firebase login (`npx firebase login`, or
// GOOGLE_APPLICATION_CREDENTIALS in CI) and the real project's settings in .env.deploy and
// functions/.env.<project id> (docs/launch.md, lib/env-files).
//
//   npm run deploy -- --dry-run          the same checks and build, then prints what would be
//                                        uploaded; no credentials, no network
//   npm run deploy -- --preview pr-12    Hosting only, to a preview channel that expires in 7 days,
//                                        in the project PREVIEW_PROJECT names
//
// Other arguments go to `firebase deploy`.
import { spawnSync } from 'node:child_process'
import { appendFileSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { deployArgs } from './lib/deploy-args.mjs'
import { deployContext, deployPlan } from './lib/deploy-plan.mjs'
import { readSiteEnv } from './lib/env-files.mjs'
import { cacheServedAssetsForever } from './lib/asset-caching.mjs'
import { keepPreviousRelease } from './lib/previous-release.mjs'

const previewExpiry = '7d'

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
  return result
}
function refuse(reason) {
  console.error(`deploy refused: ${reason}`)
  process.exit(1)
}
/** A step's output for the GitHub workflow (the preview's address); nothing elsewhere. */
function output(name, value) {
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`)
}

const { dryRun, channel, firebaseArgs, error } = deployArgs(process.argv.slice(2))
if (error) refuse(error)
// A preview goes to a project of its own, never the live one (docs/launch.md step 6): the preview
// account holds no role in the live project, so nothing a pull request runs can publish there.
const previewProject = process.env.PREVIEW_PROJECT
if (channel && (!previewProject || previewProject === readSiteEnv().VITE_FIREBASE_PROJECT_ID)) {
  refuse(
    `a preview deploys to the preview project: set PREVIEW_PROJECT to it, never to the live project (docs/launch.md step 6)`,
  )
}

run(process.execPath, [fileURLToPath(new URL('check-config.mjs', import.meta.url))])
// The settings check:config just read (.env.deploy first), handed to the build as its environment.
const siteEnv = readSiteEnv()
run('npm', ['run', 'build'], { env: { ...process.env, ...siteEnv } })
run('npm', ['run', 'test:page-weight'])
const manifest = JSON.parse(readFileSync('dist/build-manifest.json', 'utf8'))
if (manifest.firestoreEmulatorHost) {
  refuse('VITE_FIRESTORE_EMULATOR_HOST is set, so this build would write to a local emulator.')
}
if (manifest.firebaseProjectId.startsWith('demo-')) {
  refuse(
    `VITE_FIREBASE_PROJECT_ID is "${manifest.firebaseProjectId}"; set the real project (.env.example).`,
  )
}

if (dryRun) {
  const context = await deployContext(siteEnv)
  console.log((await deployPlan(context, 'dist')).join('\n'))
  console.log(
    `\nA real deploy would also carry the live release's assets from ${manifest.siteOrigin} (docs/decisions/112), then run: firebase deploy --config dist/firebase.json --project ${manifest.firebaseProjectId} --only hosting,firestore:rules,functions`,
  )
  process.exit(0)
}

const firebase = ['--no-install', 'firebase']
const target = [
  ...['--config', 'dist/firebase.json', '--project'],
  channel ? previewProject : manifest.firebaseProjectId,
]

if (channel) {
  // A preview is Hosting alone, in the preview project: its /api rewrites find no function there,
  // so the editor cannot sign in on a preview and no preview ever receives the owner's token.
  const result = spawnSync(
    'npx',
    [
      ...firebase,
      'hosting:channel:deploy',
      channel,
      '--expires',
      previewExpiry,
      ...target,
      '--json',
      ...firebaseArgs,
    ],
    { stdio: ['inherit', 'pipe', 'inherit'], encoding: 'utf8' },
  )
  let site
  try {
    site = Object.values(JSON.parse(result.stdout).result ?? {})[0]
  } catch {
    site = undefined
  }
  if (result.status !== 0 || !site?.url)
    refuse(`the preview channel did not deploy: ${result.stdout || `exit ${result.status}`}`)
  console.log(`preview: ${site.url} (expires ${site.expireTime})`)
  output('url', site.url)
  output('expires', site.expireTime)
  process.exit(0)
}

// A page opened before this deploy still finds its chunks: the live release's assets ride along.
try {
  const kept = await keepPreviousRelease('dist/client', manifest.siteOrigin)
  console.log(`deploy: kept ${kept} assets of the live release reachable (docs/decisions/112)`)
  // The carried files are cached like the new release's own (lib/asset-caching).
  cacheServedAssetsForever('dist/firebase.json', 'dist/client')
} catch (error) {
  refuse(`could not carry the live release's assets: ${error.message}`)
}
run('npx', [
  ...firebase,
  'deploy',
  ...target,
  '--only',
  'hosting,firestore:rules,functions',
  ...firebaseArgs,
])
output('url', manifest.siteOrigin)
