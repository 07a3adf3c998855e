import type { AppEnv } from './env.schema'

/** A Content-Security-Policy as directive name -> sources, so the build can add script hashes. */
export type CspDirectives = Record<string, string[]>

/** The Google tag (loaded by Firebase Analytics after consent) and where it reports. */
const googleTag = 'https://www.googletagmanager.com'
const analyticsCollectors = ['https://*.google-analytics.com', 'https://*.analytics.google.com']
/** Firestore (waitlist writes) and the Firebase Analytics configuration and installation calls. */
const firebaseApis = [
  'https://firestore.googleapis.com',
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
]
/**
 * The site's policy, before the build adds the hashes of the router's inline scripts to
 * `script-src` (scripts/postbuild.mjs). It allows exactly the origins the site talks to;
 * see docs/decisions/070-csp-header-with-build-time-hashes.md.
 */
export function cspDirectives(
  env: Pick<AppEnv, 'VITE_FIRESTORE_EMULATOR_HOST' | 'VITE_VIDEO_URL' | 'VITE_CONTACT_FORM_ORIGIN'>,
): CspDirectives {
  // The test build writes to a local emulator over plain http; production never does.
  const emulator = env.VITE_FIRESTORE_EMULATOR_HOST
    ? [`http://${env.VITE_FIRESTORE_EMULATOR_HOST}`]
    : []
  const contactForm = env.VITE_CONTACT_FORM_ORIGIN
  // WebKit upgrades every http request under upgrade-insecure-requests, loopback included
  // (Chromium spares it), so a build that talks to local plain-http stand-ins cannot carry it:
  // in Safari the page could not even load its own CSS and JavaScript from http://127.0.0.1
  // (docs/decisions/097-webkit-tests.md). Production talks to https origins only and keeps it.
  const talksPlainHttp = [...emulator, contactForm].some((origin) => origin.startsWith('http:'))
  const videoOrigin = URL.canParse(env.VITE_VIDEO_URL) ? [new URL(env.VITE_VIDEO_URL).origin] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", googleTag],
    // motion's prerendered style attributes and Radix's scroll lock need inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', googleTag, ...analyticsCollectors],
    'font-src': ["'self'"],
    'media-src': ["'self'", ...videoOrigin],
    'connect-src': [
      "'self'",
      ...firebaseApis,
      googleTag,
      ...analyticsCollectors,
      contactForm,
      ...emulator,
    ],
    'form-action': ["'self'", contactForm],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(talksPlainHttp ? {} : { 'upgrade-insecure-requests': [] }),
  }
}
