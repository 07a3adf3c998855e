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
 * App Check with reCAPTCHA Enterprise, only when a site key is configured: the reCAPTCHA script
 * and its frame, and the token exchange (developers.google.com/recaptcha/docs/faq, CSP section).
 */
const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const appCheckApi = 'https://content-firebaseappcheck.googleapis.com'
/**
 * The site's policy, before the build adds the hashes of the router's inline scripts to
 * `script-src` (scripts/postbuild.mjs). It allows exactly the origins the site talks to.
 */
export function cspDirectives(
  env: Pick<
    AppEnv,
    'VITE_FIRESTORE_EMULATOR_HOST' | 'VITE_VIDEO_URL' | 'VITE_CONTACT_FORM_ORIGIN'
  > &
    Partial<Pick<AppEnv, 'VITE_APP_CHECK_SITE_KEY'>>,
): CspDirectives {
  const appCheck = env.VITE_APP_CHECK_SITE_KEY ? recaptcha : []
  // The test build writes to a local emulator over plain http; production never does.
  const emulator = env.VITE_FIRESTORE_EMULATOR_HOST
    ? [`http://${env.VITE_FIRESTORE_EMULATOR_HOST}`]
    : []
  const contactForm = env.VITE_CONTACT_FORM_ORIGIN
  // WebKit upgrades every http request under upgrade-insecure-requests, loopback included
  // (Chromium spares it), so a build that talks to local plain-http stand-ins cannot carry it:
  // in Safari the page could not even load its own CSS and JavaScript from http://127.0.0.1.
  // Production talks to https origins only and keeps it.
  const talksPlainHttp = [...emulator, contactForm].some((origin) => origin.startsWith('http:'))
  const videoOrigin = URL.canParse(env.VITE_VIDEO_URL) ? [new URL(env.VITE_VIDEO_URL).origin] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", googleTag, ...appCheck],
    // motion's prerendered style attributes, Radix's scroll lock and the contact form's routing
    // without JavaScript (features/contact/routed-submit-buttons) need inline styles.
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
      ...(env.VITE_APP_CHECK_SITE_KEY ? [appCheckApi, ...recaptcha] : []),
      ...emulator,
    ],
    ...(env.VITE_APP_CHECK_SITE_KEY ? { 'frame-src': recaptcha } : {}),
    'form-action': ["'self'", contactForm],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(talksPlainHttp ? {} : { 'upgrade-insecure-requests': [] }),
  }
}
