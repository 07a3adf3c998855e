// Where every function runs: the one place the region is set. The waitlist's Firestore trigger
// can only deploy in the region firebase-tools maps the database's location to (nam5 and nam7 to
// us-central1, eur3 to europe-west1, a regional database to its own region), so `npm run
// check:config` compares this with FIRESTORE_LOCATION, and with the region of firebase.json's
// rewrites, and names any disagreement.
export const region = 'us-central1'
