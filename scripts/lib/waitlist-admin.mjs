// The owner's access to the waitlist, with the Admin SDK (which the security rules do not bind).
// By default it talks to the local emulator; with GOOGLE_APPLICATION_CREDENTIALS (a service
// account key, or `gcloud auth application-default login`) and WAITLIST_PROJECT_ID it talks to
// the real project. FIRESTORE_EMULATOR_HOST, when set, always wins, as it does in the Admin SDK.
import { applicationDefault, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'

export const waitlistCollection = 'waitlist_android'
const emulatorProjectId = 'demo-touch-grass'

/** src/lib/email-address.ts's normaliseEmail (tests/rules/waitlist-scripts.test.ts keeps them equal). */
export function normaliseEmail(raw) {
  return raw.normalize('NFC').trim().toLowerCase()
}

/** Which database the scripts will touch, said before they touch it. */
export function waitlistTarget(env = process.env) {
  if (env.FIRESTORE_EMULATOR_HOST || !env.GOOGLE_APPLICATION_CREDENTIALS) {
    return {
      kind: 'emulator',
      // FIRESTORE_PORT: the port `npm run dev` started its emulator on.
      host: env.FIRESTORE_EMULATOR_HOST || `127.0.0.1:${env.FIRESTORE_PORT || 8080}`,
      projectId: env.WAITLIST_PROJECT_ID || emulatorProjectId,
    }
  }
  if (!env.WAITLIST_PROJECT_ID) {
    throw new Error(
      'GOOGLE_APPLICATION_CREDENTIALS is set: also set WAITLIST_PROJECT_ID to the real project id.',
    )
  }
  return { kind: 'project', projectId: env.WAITLIST_PROJECT_ID }
}

export function waitlistDatabase(target = waitlistTarget()) {
  if (target.kind === 'emulator') {
    process.env.FIRESTORE_EMULATOR_HOST = target.host
    console.error(`waitlist: the emulator at ${target.host} (project ${target.projectId})`)
    return getFirestore(initializeApp({ projectId: target.projectId }))
  }
  console.error(`waitlist: the real project ${target.projectId}`)
  return getFirestore(
    initializeApp({ credential: applicationDefault(), projectId: target.projectId }),
  )
}

/** A spreadsheet must never run a cell: text starting with = + - @ (or tab, CR) gets a leading '. */
export function csvCell(value) {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows) {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
