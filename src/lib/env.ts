/**
 * The validated configuration. vite.config.ts parses the environment with envSchema and
 * defines each `import.meta.env.VITE_*` key (defaults applied), so each group below is
 * inlined only into the chunks that use it.
 */
export const siteEnv = {
  origin: import.meta.env.VITE_SITE_ORIGIN,
  appStoreUrl: import.meta.env.VITE_APP_STORE_URL,
  appStoreId: import.meta.env.VITE_APP_STORE_ID,
  videoUrl: import.meta.env.VITE_VIDEO_URL,
}

export const firebaseEnv = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
  measurementId: import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
  firestoreEmulatorHost: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
}

export const appCheckEnv = {
  /** A reCAPTCHA Enterprise site key; empty turns App Check off. */
  siteKey: import.meta.env.VITE_APP_CHECK_SITE_KEY,
}

export const contactEnv = {
  pressRecipient: import.meta.env.VITE_CONTACT_PRESS_RECIPIENT,
  supportRecipient: import.meta.env.VITE_CONTACT_SUPPORT_RECIPIENT,
  formOrigin: import.meta.env.VITE_CONTACT_FORM_ORIGIN,
}
