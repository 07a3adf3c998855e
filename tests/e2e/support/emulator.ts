import { collections } from 'touch-grass-functions/waitlist-contract'
import { testPorts } from '../../../scripts/lib/test-ports.mjs'

export const emulatorOrigin = `http://127.0.0.1:${testPorts.firestore}`
const projectId = 'demo-touch-grass'

type FirestoreValue = { stringValue?: string; timestampValue?: string }
type FirestoreDocument = { name: string; fields: Record<string, FirestoreValue> }

/** Reads the waitlist back from the emulator as an administrator (the rules deny everyone else). */
export async function waitlistEntriesFor(email: string) {
  const response = await fetch(
    `${emulatorOrigin}/v1/projects/${projectId}/databases/(default)/documents/${collections.entries}?pageSize=1000`,
    { headers: { Authorization: 'Bearer owner' } },
  )
  if (!response.ok) throw new Error(`emulator answered ${response.status}`)
  const body = (await response.json()) as { documents?: FirestoreDocument[] }
  return (body.documents ?? []).filter((document) => document.fields.email?.stringValue === email)
}

/** A unique address per test run, so parallel tests never see each other's signups. */
export function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}
