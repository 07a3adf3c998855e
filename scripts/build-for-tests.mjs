// The production build, pointed at the test emulator so e2e signups land somewhere we can read back.
import { spawnSync } from 'node:child_process'
import { testContactFormOrigin, testMeasurementId, testPorts } from './lib/test-ports.mjs'

const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${testPorts.firestore}`,
    // A measurement id, so accepting analytics really loads it; e2e answers Google's hosts locally.
    VITE_FIREBASE_MEASUREMENT_ID: testMeasurementId,
    // No test posts to the real FormSubmit: Playwright answers this origin in the browser, the
    // WebKit suite with a local server.
    VITE_CONTACT_FORM_ORIGIN: testContactFormOrigin,
    // Pages keep their own errors for the WebKit suite to read (scripts/lib/page-problems.mjs).
    RECORD_PAGE_PROBLEMS: '1',
    // The editor at /admin talks to the decap-server the e2e test starts.
    DECAP_SERVER_PORT: String(testPorts.decapServer),
    CMS_TEST_LOCAL_BACKEND: '1',
  },
})
process.exit(result.status ?? 1)
