// What the functions declare about themselves, read the way firebase-tools reads it: by loading
// functions/src and asking firebase-functions for each export's endpoint and every declared
// parameter. Nothing here is written out by hand, so a new defineString/defineSecret or a new
// function shows up in `check:config` and the dry run without touching this file.
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

/**
 * `{ functions: [{ name, region, trigger, secrets }], params: [{ name, type, default,
 * description }], regions: Set }`, from the functions' own definitions.
 */
export async function functionsManifest() {
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
  return { functions, params, regions: new Set(functions.flatMap((fn) => fn.region)) }
}
