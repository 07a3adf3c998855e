import type { AppEnv } from './env.schema'

/** Vite `define` entries for the validated configuration (see src/lib/env.ts). */
export function defineEnv(env: AppEnv) {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  )
}
