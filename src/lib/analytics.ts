import type { AnalyticsEventName, AnalyticsEvents } from './analytics-events'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/** The Google tag's standard stub: commands queue on `dataLayer` until the tag loads. */
function gtagStub() {
  window.dataLayer ??= []
  // The tag only recognises `arguments` objects as commands, not arrays.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments)
}

/**
 * Records an analytics event. Events queue on `window.dataLayer`, which stores nothing by
 * itself; the tag (loaded only after consent) sends them. Never throws: analytics must not
 * break a button.
 */
export function track<Name extends AnalyticsEventName>(name: Name, params: AnalyticsEvents[Name]) {
  if (typeof window === 'undefined') return
  try {
    window.gtag ??= gtagStub
    window.gtag('event', name, params)
  } catch {
    // analytics is best effort
  }
}
