// Every page is prerendered, so the first paint needs only the HTML, the CSS and the display
// font. TanStack Start's markup starts fetching (modulepreload) and running (async module) the
// app's JavaScript at once, and on a phone that JavaScript then competes with the paint: for
// bandwidth on a slow network, for the main thread on a slow CPU. This build step starts the
// same fetches one frame after the first paint instead; hydration follows as before.
// docs/decisions/074-hydrate-after-first-paint.md has the measurements.

const entryPattern = /<script type="module" async="" src="([^"]+)"><\/script>/g
const preloadPattern = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/**
 * Runs where Start's entry script stood. It waits for the browser to report the first
 * contentful paint (a paint entry, as Lighthouse and real-user metrics see it); an animation
 * frame alone is not enough, since the frame can reach the screen well after its callbacks ran.
 * Browsers without paint timing wait one frame; a timer makes sure the page always hydrates.
 */
export const loaderScript =
  'const s=document.currentScript.dataset;let done=0;' +
  'const go=()=>{if(done++)return;' +
  'for(const href of s.modulepreload.split(" ")){' +
  'const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}' +
  'import(s.hydrate)};' +
  'if(PerformanceObserver.supportedEntryTypes?.includes("paint"))' +
  'new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)go()})' +
  '.observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(()=>setTimeout(go));' +
  'setTimeout(go,3000)'

/**
 * Rewrites one prerendered page. Throws when the page does not have exactly one entry script,
 * so a TanStack Start upgrade that changes its markup fails the build instead of shipping a
 * page that never hydrates.
 */
export function hydrateAfterPaint(html) {
  const entries = [...html.matchAll(entryPattern)].map((match) => match[1])
  if (entries.length !== 1) {
    throw new Error(`expected one Start entry script, found ${entries.length}`)
  }
  const [entry] = entries
  const preloads = [...html.matchAll(preloadPattern)].map((match) => match[1])
  const loader =
    `<script data-hydrate="${entry}" data-modulepreload="${preloads.join(' ')}">` +
    `${loaderScript}</script>`
  return html.replace(preloadPattern, '').replace(entryPattern, () => loader)
}

/** The scripts a rewritten page loads after its first paint, for the byte budget. */
export function deferredScripts(html) {
  const loader = /<script data-hydrate="([^"]+)" data-modulepreload="([^"]*)">/.exec(html)
  if (!loader) return []
  return [loader[1], ...loader[2].split(' ').filter(Boolean)]
}
