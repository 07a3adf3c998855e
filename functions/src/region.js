// Where every function runs, from the one setting that decides it: the Firestore database's
// location, FIRESTORE_LOCATION in functions/.env.<project id>. firebase-tools loads this code with
// that file's variables both when it reads what to deploy and when the functions run, so nothing
// else names a region: the Hosting rewrites are written from the same setting at build time
// (scripts/postbuild.mjs) and `npm run check:config` checks it. Unset (development, the emulator,
// the tests) is `nam5`, the console's default.

/** Where firebase-tools puts a Firestore trigger for a database location (its own table). */
const multiRegion = { nam5: 'us-central1', nam7: 'us-central1', eur3: 'europe-west1' }

export const defaultFirestoreLocation = 'nam5'

/** The functions' region for a database location: nam5 and nam7 → us-central1, eur3 →
 * europe-west1, a regional database (europe-west2…) → its own region. */
export function regionForFirestoreLocation(location) {
  const id = (location || defaultFirestoreLocation).trim().toLowerCase()
  return multiRegion[id] ?? id
}

export const region = regionForFirestoreLocation(process.env.FIRESTORE_LOCATION)
