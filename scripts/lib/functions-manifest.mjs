// What the functions declare about themselves, read the way firebase-tools reads it: by loading
// functions/src in a Node process of its own, with only the functions' settings in its
// environment (functions/.env.<project>, as `firebase deploy` passes them), and asking
// firebase-functions for each export's endpoint and every declared parameter. Nothing here is
// written out by hand, so a new defineString/defineSecret or a new function shows up in
// `check:config` and the dry run without touching this file, and the region follows
// FIRESTORE_LOCATION as it will when deployed (functions/src/region.js).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const functionsDir = fileURLToPath(new URL('../../functions/', import.meta.url))

function describeTrigger(endpoint) {
  if (endpoint.httpsTrigger) return 'https request'
  if (endpoint.scheduleTrigger) return `schedule "${endpoint.scheduleTrigger.schedule}"`
  if (endpoint.eventTrigger) {
    const { eventType, eventFilterPathPatterns = {}, eventFilters = {} } = endpoint.eventTrigger
    const path = eventFilterPathPatterns.document ?? eventFilters.document ?? ''
    return `${eventType}${path ? ` on ${path}` : ''}`
  }
  return 'unknown trigger'
}

/** The manifest, read in this process (the child `functionsManifest` starts). */
async function readManifest() {
  const require = createRequire(join(functionsDir, 'package.json'))
  const { declaredParams } = await import(
    pathToFileURL(require.resolve('firebase-functions/params')).href
  )
  const main = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')).main
  const source = await import(pathToFileURL(join(functionsDir, main)).href)
  const functions = Object.entries(source)
    .filter(([, value]) => value?.__endpoint)
    .map(([name, value]) => {
      const endpoint = value.__endpoint
      return {
        name,
        region: [endpoint.region ?? ['us-central1']].flat().map(String),
        trigger: describeTrigger(endpoint),
        secrets: (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key),
      }
    })
  const params = declaredParams.map((param) => {
    const spec = param.toSpec()
    return {
      name: spec.name,
      type: spec.type,
      default: spec.default,
      description: spec.description,
    }
  })
  return { functions, params }
}

/**
 * `{ functions: [{ name, region, trigger, secrets }], params: [{ name, type, default,
 * description }], regions: Set }`, from the functions' own definitions loaded with `settings`
 * (the functions' .env values) as their whole environment, as firebase-tools loads them.
 */
export async function functionsManifest(settings = {}) {
  const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings, FUNCTIONS_MANIFEST: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  const manifest = JSON.parse(output)
  return { ...manifest, regions: new Set(manifest.functions.flatMap((fn) => fn.region)) }
}

if (process.env.FUNCTIONS_MANIFEST && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await readManifest()))
}
