import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  getFirestore,
  serverTimestamp,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite'
import { waitlistCollection } from './waitlist-entry'
import { firebaseEnv } from './env'
import { firebaseApp } from './firebase'

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
 * Adds one Android waitlist entry, in exactly the shape firestore.rules accepts. Uses the
 * lite SDK (REST, about 29 kB gzip, fails fast offline) and is only ever loaded on submit.
 */
export async function addWaitlistEntry(email: string) {
  await addDoc(collection(firestore(), waitlistCollection), {
    email,
    createdAt: serverTimestamp(),
    status: 'active',
  })
}
