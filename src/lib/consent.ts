import { useSyncExternalStore } from 'react'

/**
 * The visitor's analytics choice (UK GDPR / PECR: nothing that stores analytics data loads
 * before "accept"). Remembered in localStorage, which is strictly necessary for remembering it.
 */
export type ConsentChoice = 'granted' | 'denied'

const storageKey = 'touch-grass:analytics-consent'
const listeners = new Set<() => void>()
let settingsOpen = false

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(storageKey)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

function notify() {
  for (const listener of listeners) listener()
}

/** Loads analytics on accept; on reject (also after an earlier accept) switches it off. */
async function apply(choice: ConsentChoice) {
  try {
    const measurement = await import('./firebase-measurement')
    if (choice === 'granted') await measurement.startMeasurement()
    else measurement.stopMeasurement()
  } catch {
    // Blocked or offline: the site works the same without analytics.
  }
}

export function saveConsent(choice: ConsentChoice) {
  const previous = readConsent()
  try {
    window.localStorage.setItem(storageKey, choice)
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  settingsOpen = false
  notify()
  if (choice === 'granted' || previous === 'granted') void apply(choice)
}

/** Starts analytics on page load when the visitor accepted it earlier. */
export function applyStoredConsent() {
  if (readConsent() === 'granted') void apply('granted')
}

/** The footer's "cookie settings": shows the banner again. */
export function openConsentSettings() {
  settingsOpen = true
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Whether the banner shows: no choice yet, or the visitor asked for the settings. */
export function useConsentBannerOpen() {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen || readConsent() === null,
    // Prerendered pages never include the banner: the choice lives in the visitor's browser.
    () => false,
  )
}
