// Imported by vite.config.ts, which resolves no `@/` alias: relative imports only, with their
// extension, as Vite's native config loader requires.
import { cspDirectives } from './content-security-policy.ts'
import type { AppEnv } from './env.schema.ts'

export const buildManifestFile = 'dist/build-manifest.json'

/**
 * What the plain-Node build steps (scripts/postbuild.mjs, scripts/deploy.mjs) need from the
 * TypeScript side: the validated configuration, the public pages and the policy to harden.
 */
export function buildManifest(env: AppEnv, pages: readonly string[]) {
  return {
    siteOrigin: env.VITE_SITE_ORIGIN,
    firebaseProjectId: env.VITE_FIREBASE_PROJECT_ID,
    firestoreEmulatorHost: env.VITE_FIRESTORE_EMULATOR_HOST,
    /** Every public page, the calculator's result pages included; the sitemap lists exactly these. */
    pages,
    contentSecurityPolicy: cspDirectives(env),
  }
}

export type BuildManifest = ReturnType<typeof buildManifest>
