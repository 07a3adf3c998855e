// The test build only (scripts/build-for-tests.mjs sets RECORD_PAGE_PROBLEMS): a first inline
// script on every page that keeps each uncaught error, unhandled rejection, console error and
// Content-Security-Policy violation in `window.__pageProblems`. WebDriver classic, the only
// protocol WebKit's drivers speak, cannot read the console, and a script it injects after a
// navigation comes too late: the page has hydrated by then. docs/decisions/097-webkit-tests.md.

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

const recorder = `<script>(${recordPageProblems})()</script>`

/** Puts the recorder first in `<head>`, before anything that could fail. */
export function withPageProblemRecorder(html) {
  if (!html.includes('<head>')) throw new Error('expected a <head> to put the recorder in')
  return html.replace('<head>', () => `<head>${recorder}`)
}
