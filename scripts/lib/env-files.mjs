// The one reader of the settings files, for everything that checks or ships them: check:config,
// the deploy and its dry run, and the build's Hosting rewrites. Each file is read by the parser
// of the tool that ships it, so what is checked is what is deployed:
// - the site's settings by Vite's own loadEnv: the production settings live in .env.deploy,
//   which no `vite` command reads by itself (`npm run dev` reads .env and .env.development, every
//   build .env and .env.production), so a clone that deploys still develops and tests against
//   the emulator; the deploy hands .env.deploy's values to its build as environment variables,
//   which Vite ranks above every file. `readSiteEnv` is what that build then sees;
// - the functions' settings (functions/.env, then functions/.env.<project id>) by firebase-tools'
//   own parser (lib/functions/env.js: parseStrict, which refuses unreadable lines and reserved
//   keys), the one `firebase deploy` uses. functions/.env.local is the emulator's alone: never
//   read here, and never uploaded (firebase.json's functions.ignore).
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { loadEnv } from 'vite'

const require = createRequire(import.meta.url)
const firebaseEnv = require('firebase-tools/lib/functions/env.js')

/** The file that holds the production settings, and only the deploy and check:config read. */
export const deployEnvFile = '.env.deploy'

/**
 * The site's settings as the deploy's build sees them: the environment, then .env.deploy (and
 * .env.deploy.local), then what any `vite build` reads (.env.production, .env.local, .env).
 */
export function readSiteEnv(cwd = process.cwd()) {
  return { ...loadEnv('production', cwd, ''), ...loadEnv('deploy', cwd, '') }
}

/** The project a deploy targets, as the build reads it. */
export function projectOf(siteEnv) {
  return (siteEnv.VITE_FIREBASE_PROJECT_ID ?? '').trim() || '<project>'
}

/**
 * Why firebase-tools would refuse a file, in words that never repeat a line's text (a refused
 * line can hold a password): the line numbers it cannot read, or the keys it reserves.
 */
function refusal(file, text, error) {
  const { errors } = firebaseEnv.parse(text)
  if (errors.length > 0) {
    const lines = text.split(/\r\n|\r|\n/).map((line) => line.trim())
    const numbers = errors.map((bad) => lines.indexOf(bad) + 1).filter((number) => number > 0)
    return `${file}: firebase-tools cannot read line ${numbers.join(', ') || '?'} (write each setting as KEY=value), so the deploy would stop`
  }
  const reserved = (error.children ?? []).map((child) => child.key).filter(Boolean)
  if (reserved.length > 0)
    return `${file}: ${reserved.join(', ')} ${reserved.length === 1 ? 'is a name' : 'are names'} Cloud Functions reserves for itself (firebase-tools refuses the file); rename or remove ${reserved.length === 1 ? 'it' : 'them'}`
  return `${file}: firebase-tools refuses it (${error.message})`
}

/**
 * The functions' settings as `firebase deploy` reads them for `project`: `{ values, files,
 * problems }`, `files` the paths read (relative to cwd), `problems` one line per refused file.
 */
export function readFunctionsEnv(project, cwd = process.cwd()) {
  const values = {}
  const files = []
  const problems = []
  for (const file of ['functions/.env', `functions/.env.${project}`]) {
    const path = join(cwd, file)
    if (!existsSync(path)) continue
    files.push(file)
    const text = readFileSync(path, 'utf8')
    try {
      Object.assign(values, firebaseEnv.parseStrict(text))
    } catch (error) {
      problems.push(refusal(file, text, error))
      // What firebase-tools could read still shows, so the other lines are checked too.
      Object.assign(values, firebaseEnv.parse(text).envs)
    }
  }
  return { values, files, problems }
}
