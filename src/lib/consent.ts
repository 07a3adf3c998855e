import { useSyncExternalStore } from 'react'
import { onDemand } from './loading/on-demand'
import { rememberedChoice } from './remembered-choice'

/**
 * The visitor's analytics choice (UK GDPR / PECR: nothing that stores analytics data loads
 * before "accept"). Remembered in localStorage, which is strictly necessary for remembering it
 * (lib/remembered-choice).
 */
export type ConsentChoice = 'granted' | 'denied'

export const consentStorageKey = 'touch-grass:analytics-consent'
const storedChoice = rememberedChoice<ConsentChoice>(consentStorageKey, (value) =>
  value === 'granted' || value === 'denied' ? value : null,
)
const firebaseMeasurement = onDemand(() => import('./firebase-measurement'))
let settingsOpen = false
/** Escape in the banner: no choice, so nothing loads; asked again on the next page load. */
let dismissedForNow = false

export const readConsent = storedChoice.read

/**
 * Brings analytics in line with the visitor's current choice: started after "accept", stopped
 * after a change of mind. One step at a time, each reading the choice when it runs: a "reject"
 * pressed while an earlier "accept" is still loading stops what that accept started, instead of
 * finding nothing to stop and being undone when the start finishes.
 */
let applied: Promise<void> = Promise.resolve()
function apply() {
  applied = applied.then(async () => {
    try {
      const measurement = await firebaseMeasurement.load()
      if (readConsent() === 'granted') await measurement.startMeasurement()
      else measurement.stopMeasurement()
    } catch {
      // Blocked or offline: the site works the same without analytics.
    }
  })
}

export function saveConsent(choice: ConsentChoice) {
  const previous = readConsent()
  settingsOpen = false
  storedChoice.save(choice)
  if (choice === 'granted' || previous === 'granted') apply()
}

/** Starts analytics on page load when the visitor accepted it earlier. */
export function applyStoredConsent() {
  if (readConsent() === 'granted') apply()
}

/** The footer's "cookie settings": shows the banner again. */
export function openConsentSettings() {
  settingsOpen = true
  storedChoice.notify()
}

/** Escape: puts the question away for this visit without answering it (no analytics either way). */
export function dismissConsentForNow() {
  settingsOpen = false
  dismissedForNow = true
  storedChoice.notify()
}

/**
 * Whether the banner shows: no choice yet, or the visitor asked for the settings. Prerendered
 * pages carry the banner hidden ("prerendered"); an inline script reveals it before the first
 * paint when no choice is stored (`consentRevealScript`), and hydration then settles it.
 */
export type ConsentBannerState = 'prerendered' | 'open' | 'closed'

export function useConsentBannerState(): ConsentBannerState {
  return useSyncExternalStore(
    storedChoice.subscribe,
    () => (settingsOpen || (readConsent() === null && !dismissedForNow) ? 'open' : 'closed'),
    () => 'prerendered',
  )
}

/** The privacy policy's section on this website's analytics. */
export const consentPolicySection = '2-2-on-this-website'

/** The attribute value the prerendered banner carries until hydration. */
export const prerenderedBannerSelector = '[data-consent-banner=prerendered]'

/**
 * Runs while the HTML is parsed, so a first-time visitor sees the banner with the first paint
 * instead of after the JavaScript has loaded. Without JavaScript it stays hidden: its buttons
 * could not work.
 */
export const consentRevealScript = `try{var c=localStorage.getItem(${JSON.stringify(consentStorageKey)})}catch(e){}if(c!=="granted"&&c!=="denied")document.head.insertAdjacentHTML("beforeend","<style>${prerenderedBannerSelector}{display:block}</style>")`
