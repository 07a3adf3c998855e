// What `npm run deploy` would do, with no credentials and no network: the settings it checks
// (deploy-config.mjs) and the plan `npm run deploy -- --dry-run` prints: every file Hosting would
// upload, listed by firebase-tools' own lister with the same ignore list, the rules, and the
// functions with their runtime, region, parameters and secrets.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { checkSettings } from './deploy-config.mjs'
import { functionsManifest } from './functions-manifest.mjs'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)
// The listers `firebase deploy` itself uses: Hosting's (deploy/hosting/deploy.js) and the one
// that packs the functions' source (deploy/functions/prepareFunctionsUpload.js).
const { listFiles } = require('firebase-tools/lib/listFiles.js')
const { readdirRecursive } = require('firebase-tools/lib/fsAsync.js')

function readEnvFile(path) {
  return existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {}
}

/** firebase.json's rewrites to functions, and the region each names (Hosting's default too). */
export function rewriteRegions(firebaseJson) {
  return (firebaseJson.hosting?.rewrites ?? [])
    .filter((rewrite) => rewrite.function)
    .map((rewrite) => rewrite.function.region ?? 'us-central1')
}

/**
 * Everything check:config and the dry run look at. `env`: .env and the environment, as `vite
 * build` reads them; functions/.env and functions/.env.<project> under `cwd`, as the deploy
 * reads them.
 */
export async function deployContext(env, cwd = process.cwd()) {
  const project = (env.VITE_FIREBASE_PROJECT_ID ?? '').trim() || '<project>'
  const functionsEnvFile = `functions/.env.${project}`
  const functionsEnv = {
    ...readEnvFile(join(cwd, 'functions', '.env')),
    ...readEnvFile(join(cwd, functionsEnvFile)),
  }
  const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'))
  return {
    env,
    project,
    functionsEnv,
    functionsEnvFile,
    functions: await functionsManifest(),
    rewriteRegions: rewriteRegions(firebaseJson),
  }
}

function kB(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`
}

/** The lines `npm run deploy -- --dry-run` prints, from a built `distDir`. */
export async function deployPlan(context, distDir) {
  const config = JSON.parse(readFileSync(join(distDir, 'firebase.json'), 'utf8'))
  const lines = [`deploy plan for project ${context.project} (dry run: nothing was uploaded)`]

  const publicDir = join(distDir, config.hosting.public)
  const files = listFiles(publicDir, config.hosting.ignore ?? []).sort()
  const sizes = files.map((file) => statSync(join(publicDir, file)).size)
  const total = sizes.reduce((sum, size) => sum + size, 0)
  lines.push(
    '',
    `hosting: ${files.length} files, ${kB(total)}, from dist/${config.hosting.public} (ignoring ${JSON.stringify(config.hosting.ignore ?? [])})`,
    ...files.map((file, index) => `  ${file}  ${kB(sizes[index])}`),
  )

  const rules = readFileSync(join(distDir, config.firestore.rules), 'utf8')
  lines.push(
    '',
    `firestore rules: dist/${config.firestore.rules}`,
    ...rules
      .trimEnd()
      .split('\n')
      .map((line) => `  | ${line}`),
  )

  const sourceDir = join(distDir, config.functions.source)
  const ignore = [
    ...(config.functions.ignore ?? ['node_modules', '.git']),
    'firebase-debug.log',
    'firebase-debug.*.log',
    '.runtimeconfig.json',
  ]
  const sourceFiles = (await readdirRecursive({ path: sourceDir, ignoreStrings: ignore }))
    .map((file) => relative(sourceDir, file.name))
    .sort()
  const { functions, params } = context.functions
  lines.push(
    '',
    `functions: runtime ${config.functions.runtime}, source functions/ (${sourceFiles.length} files: ${sourceFiles.join(', ')})`,
    ...functions.map(
      (fn) =>
        `  ${fn.name}: region ${fn.region.join(', ')}, ${fn.trigger}${fn.secrets.length ? `, secrets ${fn.secrets.join(', ')}` : ''}`,
    ),
    `  parameters (${context.functionsEnvFile}):`,
    ...params
      .filter((param) => param.type !== 'secret')
      .map((param) => {
        const value = context.functionsEnv[param.name]
        const shown =
          value !== undefined
            ? JSON.stringify(value)
            : param.default !== undefined
              ? `${JSON.stringify(param.default)} (default)`
              : 'not set'
        return `    ${param.name} (${param.type}) = ${shown}`
      }),
    '  secrets (Cloud Secret Manager, set with `npx firebase functions:secrets:set NAME`):',
    ...params.filter((param) => param.type === 'secret').map((param) => `    ${param.name}`),
  )
  return lines
}

/** check:config's lines: one per setting, `ok` or its problem. */
export function settingLines(context) {
  const where = {
    env: '.env',
    functions: context.functionsEnvFile,
    secret: 'Secret Manager, not readable here',
  }
  return checkSettings(context).map(
    ({ key, from, problem }) =>
      `${problem ? 'no' : 'ok'}  ${key} (${where[from]})${problem ? `: ${problem}` : ''}`,
  )
}
