// Ports the test suite uses, apart from the dev defaults (5173, 8080) so tests can run beside `npm run dev`.
// The WebKit suite has ports of its own, so it can run beside Playwright (sharing the emulator).
export const testPorts = {
  firestore: Number(process.env.TEST_FIRESTORE_PORT ?? 8181),
  preview: Number(process.env.TEST_PREVIEW_PORT ?? 4173),
  /** The local stand-in for FormSubmit that the test build's contact form posts to. */
  contactForm: Number(process.env.TEST_CONTACT_FORM_PORT ?? 4180),
  webkitPreview: Number(process.env.TEST_WEBKIT_PREVIEW_PORT ?? 4174),
  webdriver: Number(process.env.TEST_WEBDRIVER_PORT ?? 4444),
  /** decap-server, the content editor's local backend, in the e2e test of /admin. */
  decapServer: Number(process.env.TEST_DECAP_SERVER_PORT ?? 8182),
  /** The waitlist's functions (scripts/lib/functions-host.mjs) and MailDev's SMTP and REST API. */
  functions: Number(process.env.TEST_FUNCTIONS_PORT ?? 4101),
  mailSmtp: Number(process.env.TEST_MAILDEV_SMTP_PORT ?? 4125),
  mailWeb: Number(process.env.TEST_MAILDEV_WEB_PORT ?? 4181),
  /** The e2e test's stand-in for GitHub's OAuth endpoints, where the functions exchange a code. */
  // Not 4190: fetch refuses that port (the Fetch standard's "bad ports", sieve).
  githubOAuth: Number(process.env.TEST_GITHUB_OAUTH_PORT ?? 4191),
}

/** Where the preview sends the Hosting rewrites to functions, and where MailDev's API answers. */
export const testFunctionsOrigin = `http://127.0.0.1:${testPorts.functions}`
export const testMailOrigin = `http://127.0.0.1:${testPorts.mailWeb}`
export const testGitHubOAuthOrigin = `http://127.0.0.1:${testPorts.githubOAuth}`

/** The Google Analytics measurement id baked into the test build. */
export const testMeasurementId = 'G-TESTGRASS1'

/**
 * Where the test build's contact form posts. Playwright answers it inside the browser; the
 * WebKit suite serves it (tests/webkit/support/contact-form-stand-in.ts).
 */
export const testContactFormOrigin = `http://127.0.0.1:${testPorts.contactForm}`
