// The test build only (scripts/build-for-tests.mjs sets RECORD_PAGE_PROBLEMS): code at the start
// of every page's after-paint loader that keeps each uncaught error, unhandled rejection, console error and
// Content-Security-Policy violation in `window.__pageProblems`. WebDriver classic, the only
// protocol WebKit's drivers speak, cannot read the console, and a script it injects after a
// navigation comes too late: the page has hydrated by then.

/* global window, document */
function recordPageProblems() {
  const problems = []
  window.__pageProblems = problems
  window.addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  )
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`),
  )
  const consoleError = console.error
  console.error = (...args) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`)
    consoleError.apply(console, args)
  }
}

const loaderTag = /<script data-modulepreload="[^"]*"[^>]*>/

/**
 * Puts the recorder at the start of the after-paint loader (lib/loading/after-paint), the script
 * that starts every chunk, so it is in place before any of them runs. It joins that script rather
 * than adding an element: React hydrates the whole document, and an extra element in <head> made
 * it leave the head's JSON-LD behind on client-side navigation.
 */
export function withPageProblemRecorder(html) {
  if (!loaderTag.test(html)) {
    throw new Error('expected the after-paint loader script to put the page-problem recorder in')
  }
  return html.replace(loaderTag, (tag) => `${tag}(${recordPageProblems})();`)
}
