import {
  initializeAnalytics,
  isSupported,
  setAnalyticsCollectionEnabled,
  setConsent,
  type Analytics,
} from 'firebase/analytics'
import { setLogLevel } from 'firebase/app'
import { firebaseEnv } from './env'
import { firebaseApp } from './firebase'

// Deliberately not named "analytics": blockers refuse script files with that word, and a refused
// chunk would only cost the visitor an error in the console.

let analytics: Analytics | undefined

/**
 * Loads Firebase Analytics (and with it Google's tag) after the visitor accepted. Events that
 * were recorded before wait on `window.dataLayer` and are sent once the tag is configured.
 */
export async function startMeasurement() {
  if (!firebaseEnv.measurementId || analytics) return
  // A failed fetch of the tag is ours to ignore, not the console's.
  setLogLevel('silent')
  if (!(await isSupported())) return
  setConsent({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  })
  analytics = initializeAnalytics(firebaseApp(), {
    // page_view is recorded by the site itself, once per page (components/layout/route-announcer).
    config: { send_page_view: false },
  })
  setAnalyticsCollectionEnabled(analytics, true)
}

/** After a change of mind: stop sending and tell the tag storage is no longer allowed. */
export function stopMeasurement() {
  if (!analytics) return
  setConsent({ analytics_storage: 'denied' })
  setAnalyticsCollectionEnabled(analytics, false)
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name?.startsWith('_ga')) document.cookie = `${name}=; Max-Age=0; path=/`
  }
}
