import {
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check'
import { appCheckEnv, firebaseEnv } from './env'
import { firebaseApp } from './firebase'

declare global {
  // Read by the App Check SDK: `true` makes it use (and log) a debug token instead of reCAPTCHA.
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined
}

let appCheck: AppCheck | undefined

/**
 * Firebase App Check with reCAPTCHA Enterprise, started on the first waitlist submit (never with
 * the page). A build pointed at the Firestore emulator uses the debug provider instead: the
 * emulator ignores tokens, and reCAPTCHA would refuse a localhost origin. Enforcing it is a
 * switch in the Firebase console (App Check, Cloud Firestore, Enforce).
 */
export async function requestAppCheckToken() {
  if (!appCheck) {
    if (firebaseEnv.firestoreEmulatorHost) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = true
    appCheck = initializeAppCheck(firebaseApp(), {
      provider: new ReCaptchaEnterpriseProvider(appCheckEnv.siteKey),
      isTokenAutoRefreshEnabled: false,
    })
  }
  // Never throws: on failure the SDK hands Firestore a placeholder token, which an enforcing
  // project refuses, so the form shows its error.
  await getToken(appCheck)
}
