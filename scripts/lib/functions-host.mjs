// Runs the waitlist's Cloud Functions (functions/src/index.js) on this machine, against the
// Firestore emulator, for `npm run dev` and the tests. firebase-tools' own functions emulator
// needs its Firestore emulator, which needs Java 21 (Debian 12 has 17), hence
// this host instead. The same exported functions run: the Firestore trigger on every real
// write to the entries (seen through a listener on the emulator), the HTTPS functions at the
// paths the Hosting rewrites give them, and the outbox's scheduled drain every few seconds.
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import { fileURLToPath } from 'node:url'
import { collections } from 'touch-grass-functions/waitlist-contract'

const functionsEntry = fileURLToPath(new URL('../../functions/src/index.js', import.meta.url))

/** What firebase.json's Hosting rewrites send to a function: path -> exported function name. */
export function functionRewrites(hosting) {
  return Object.fromEntries(
    (hosting.rewrites ?? [])
      .filter((rewrite) => rewrite.function)
      .map((rewrite) => [rewrite.source, rewrite.function.functionId ?? rewrite.function]),
  )
}

/** A local-only link secret: the emulator's links mean nothing anywhere else. */
export const localLinkSecret = 'local-emulator-only-link-secret'

/** A local-only OAuth app for the editor's sign-in: GitHub knows neither; the e2e stand-in does. */
export const localCmsClient = { id: 'local-cms-client-id', secret: 'local-cms-client-secret' }

/**
 * Starts the functions with their parameters taken from `params` (the names index.js defines),
 * and an HTTP server for the HTTPS functions. Resolves once the trigger listens.
 */
export async function startFunctionsHost({
  host = '127.0.0.1',
  port,
  firestoreHost,
  projectId,
  params,
  rewrites,
  outboxEveryMs = 5_000,
}) {
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    GCLOUD_PROJECT: projectId,
    WAITLIST_LINK_SECRET: localLinkSecret,
    CMS_GITHUB_CLIENT_ID: localCmsClient.id,
    CMS_GITHUB_CLIENT_SECRET: localCmsClient.secret,
    // No Google metadata server on a developer's machine: without this the Admin SDK asks for
    // one anyway and logs a MetadataLookupWarning on every start.
    METADATA_SERVER_DETECTION: 'none',
    ...params,
  })
  const functions = await import(pathToFileURL(functionsEntry).href)
  const { getFirestore } = await import('firebase-admin/firestore')
  const { default: express } = await import('express')

  const app = express()
  for (const [path, name] of Object.entries(rewrites)) app.all(path, functions[name])
  const server = createServer(app)
  await new Promise((done, fail) => server.once('error', fail).listen(port, host, done))

  // A write's trigger runs one at a time per entry, in the order the writes landed.
  const pending = new Map()
  let first = true
  let ready
  const listening = new Promise((done) => (ready = done))
  const unsubscribe = getFirestore()
    .collection(collections.entries)
    .onSnapshot((snapshot) => {
      if (first) {
        first = false
        ready()
        return
      }
      for (const change of snapshot.docChanges()) {
        const entryId = change.doc.id
        const event = {
          params: { entryId },
          data: { before: undefined, after: change.type === 'removed' ? undefined : change.doc },
        }
        const previous = pending.get(entryId) ?? Promise.resolve()
        const next = previous
          .then(() => functions.waitlistSignup.run(event))
          .catch((error) => console.error(`waitlist trigger failed: ${error.message}`))
        pending.set(entryId, next)
      }
    })
  await listening
  // Cloud Scheduler's stand-in: one drain at a time, as the outbox's lease allows anyway.
  let draining = Promise.resolve()
  const schedule = setInterval(() => {
    draining = draining
      .then(() => functions.waitlistOutbox.run({}))
      .catch((error) => console.error(`waitlist outbox failed: ${error.message}`))
  }, outboxEveryMs)
  return {
    origin: `http://${host}:${port}`,
    stop: async () => {
      clearInterval(schedule)
      await draining
      unsubscribe()
      await new Promise((done) => server.close(done))
    },
  }
}
