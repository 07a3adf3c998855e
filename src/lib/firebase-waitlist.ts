import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite'
import { appCheckEnv, firebaseEnv } from './env'
import { firebaseApp } from './firebase'
import { onDemand } from './loading/on-demand'
import { activeStatus, collections, waitlistEntryId } from 'touch-grass-functions/waitlist-contract'

const appCheck = onDemand(() => import('./firebase-app-check'))
let database: Firestore | undefined

function firestore() {
  if (database) return database
  // Failures are handled by the form; the SDK's own log would print the visitor's email.
  setLogLevel('silent')
  database = getFirestore(firebaseApp())
  if (firebaseEnv.firestoreEmulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = firebaseEnv.firestoreEmulatorHost.split(':')
    connectFirestoreEmulator(database, host, Number(port))
  }
  return database
}

/**
 * Writes one Android waitlist entry, in exactly the shape firestore.rules accepts, under the id
 * the rules compute from the address: writing the same address again (a retry after a timeout, a
 * second visit) renews the same entry instead of adding one. With App Check configured, a token
 * is fetched first so the write carries it. Uses the lite SDK (REST, fails fast offline,
 * about 29 kB gzip) and is only ever loaded on submit.
 */
export async function addWaitlistEntry(normalisedEmail: string) {
  if (appCheckEnv.siteKey) {
    const { requestAppCheckToken } = await appCheck.load()
    await requestAppCheckToken()
  }
  const id = await waitlistEntryId(normalisedEmail)
  await setDoc(doc(firestore(), collections.entries, id), {
    email: normalisedEmail,
    createdAt: serverTimestamp(),
    status: activeStatus,
  })
}
