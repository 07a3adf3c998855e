// What `npm run deploy` would do, with no credentials and no network: the settings it checks
// (deploy-config.mjs) and the plan `npm run deploy -- --dry-run` prints: every file Hosting would
// upload, listed by firebase-tools' own lister with the same ignore list, the rules, and the
// functions with their runtime, region, parameters and secrets.
import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkSettings, shown } from './deploy-config.mjs'
import { projectOf, readFunctionsEnv } from './env-files.mjs'
import { functionsManifest } from './functions-manifest.mjs'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)
// The listers `firebase deploy` itself uses: Hosting's (deploy/hosting/deploy.js) and the one
// that packs the functions' source (deploy/functions/prepareFunctionsUpload.js).
const { listFiles } = require('firebase-tools/lib/listFiles.js')
const { readdirRecursive } = require('firebase-tools/lib/fsAsync.js')

/**
 * The regions firebase.json's rewrites to functions name themselves. The template names none: the
 * build writes the one FIRESTORE_LOCATION decides (`withRewriteRegion`), so a region found here
 * is one written by hand, which check:config compares.
 */
export function rewriteRegions(firebaseJson) {
  return (firebaseJson.hosting?.rewrites ?? [])
    .filter((rewrite) => rewrite.function?.region)
    .map((rewrite) => rewrite.function.region)
}

/** `hosting` with every rewrite to a function sent to `region` (what dist/firebase.json ships). */
export function withRewriteRegion(hosting, region) {
  return {
    ...hosting,
    rewrites: (hosting.rewrites ?? []).map((rewrite) =>
      rewrite.function
        ? {
            ...rewrite,
            function: {
              functionId: rewrite.function.functionId ?? rewrite.function,
              region: rewrite.function.region ?? region,
            },
          }
        : rewrite,
    ),
  }
}

/**
 * Everything check:config and the dry run look at. `env`: the site's settings as `vite build`
 * reads them; the functions' settings under `cwd` as `firebase deploy` reads them (both by
 * lib/env-files), and the functions loaded with those, as firebase-tools loads them.
 */
export async function deployContext(env, cwd = process.cwd()) {
  const project = projectOf(env)
  const functionsEnvFile = `functions/.env.${project}`
  const { values: functionsEnv, problems } = readFunctionsEnv(project, cwd)
  const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'))
  return {
    env,
    project,
    functionsEnv,
    functionsEnvFile,
    functionsEnvProblems: problems,
    functions: await functionsManifest(functionsEnv),
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
    `functions: ${functions.length} to deploy, runtime ${config.functions.runtime}, source functions/ (${sourceFiles.length} files: ${sourceFiles.join(', ')})`,
    ...functions.map(
      (fn) =>
        `  ${fn.name}: region ${fn.region.join(', ')}, ${fn.trigger}${fn.secrets.length ? `, secrets ${fn.secrets.join(', ')}` : ''}`,
    ),
    `  parameters (${context.functionsEnvFile}):`,
    ...params
      .filter((param) => param.type !== 'secret')
      .map((param) => {
        const value = context.functionsEnv[param.name]
        const display =
          value !== undefined
            ? shown(value)
            : param.default !== undefined
              ? `${JSON.stringify(param.default)} (default)`
              : 'not set'
        return `    ${param.name} (${param.type}) = ${display}`
      }),
    '  secrets (Cloud Secret Manager, set with `npx firebase functions:secrets:set NAME`):',
    ...params.filter((param) => param.type === 'secret').map((param) => `    ${param.name}`),
    `  hosting rewrites to them:`,
    ...(config.hosting.rewrites ?? [])
      .filter((rewrite) => rewrite.function)
      .map(
        (rewrite) =>
          `    ${rewrite.source} -> ${rewrite.function.functionId} (${rewrite.function.region ?? 'us-central1'})`,
      ),
  )
  return lines
}

/** check:config's lines: one per setting, `ok` or its problem. */
export function settingLines(context) {
  const where = {
    env: '.env.deploy',
    functions: context.functionsEnvFile,
    secret: 'Secret Manager, not readable here',
  }
  return [
    ...checkSettings(context).map(
      ({ key, from, problem }) =>
        `${problem ? 'no' : 'ok'}  ${key} (${where[from]})${problem ? `: ${problem}` : ''}`,
    ),
    ...(context.functionsEnvProblems ?? []).map((problem) => `no  ${problem}`),
  ]
}
