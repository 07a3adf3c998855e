// `npm run deploy`: a production build, then Firebase Hosting and the Firestore rules, from the
// generated dist/firebase.json (firebase.json plus this build's Content-Security-Policy).
// Refuses placeholder configuration first (npm run check:config). Carries the live release's
// hashed assets into this one (lib/previous-release), so open pages keep finding their chunks. Needs a Firebase login (`npx firebase login`, or GOOGLE_APPLICATION_CREDENTIALS in CI)
// and the real project's VITE_FIREBASE_* values in .env. Extra arguments go to `firebase deploy`.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cacheServedAssetsForever } from './lib/asset-caching.mjs'
import { keepPreviousRelease } from './lib/previous-release.mjs'

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
function refuse(reason) {
  console.error(`deploy refused: ${reason}`)
  process.exit(1)
}

run('npm', ['run', 'check:config'])
run('npm', ['run', 'build'])
const manifest = JSON.parse(readFileSync('dist/build-manifest.json', 'utf8'))
if (manifest.firestoreEmulatorHost) {
  refuse('VITE_FIRESTORE_EMULATOR_HOST is set, so this build would write to a local emulator.')
}
if (manifest.firebaseProjectId.startsWith('demo-')) {
  refuse(
    `VITE_FIREBASE_PROJECT_ID is "${manifest.firebaseProjectId}"; set the real project (.env.example).`,
  )
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
  '--no-install',
  'firebase',
  'deploy',
  '--config',
  'dist/firebase.json',
  '--project',
  manifest.firebaseProjectId,
  '--only',
  'hosting,firestore:rules,functions',
  ...process.argv.slice(2),
])
