// Ports the test suite uses, apart from the dev defaults (5173, 8080) so tests can run beside `npm run dev`.
export const testPorts = {
  firestore: Number(process.env.TEST_FIRESTORE_PORT ?? 8181),
  preview: Number(process.env.TEST_PREVIEW_PORT ?? 4173),
}

/** The Google Analytics measurement id baked into the test build. */
export const testMeasurementId = 'G-TESTGRASS1'
