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
}

/** The Google Analytics measurement id baked into the test build. */
export const testMeasurementId = 'G-TESTGRASS1'

/**
 * Where the test build's contact form posts. Playwright answers it inside the browser; the
 * WebKit suite serves it (tests/webkit/support/contact-form-stand-in.ts).
 */
export const testContactFormOrigin = `http://127.0.0.1:${testPorts.contactForm}`
