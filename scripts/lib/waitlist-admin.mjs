// The owner's access to the waitlist, with the Admin SDK (which the security rules do not bind).
// By default it talks to the local emulator; with GOOGLE_APPLICATION_CREDENTIALS (a service
// account key, or `gcloud auth application-default login`) and WAITLIST_PROJECT_ID it talks to
// the real project. FIRESTORE_EMULATOR_HOST, when set, always wins, as it does in the Admin SDK.
// The emulator is the one `npm run dev` starts: the same FIRESTORE_PORT, the same default
// (scripts/lib/dev-ports.mjs).
import { connect } from 'node:net'
import { parseArgs } from 'node:util'
import { collections } from 'touch-grass-functions/waitlist-contract'
import { devFirestoreHost } from './dev-ports.mjs'

const emulatorProjectId = 'demo-touch-grass'

/** Which database the scripts will touch, said before they touch it. */
export function waitlistTarget(env = process.env) {
  if (env.FIRESTORE_EMULATOR_HOST || !env.GOOGLE_APPLICATION_CREDENTIALS) {
    return {
      kind: 'emulator',
      host: env.FIRESTORE_EMULATOR_HOST || devFirestoreHost(env),
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

/** The Admin SDK is loaded only here, so a bad argument is answered at once. */
export async function waitlistDatabase(target = waitlistTarget()) {
  const { applicationDefault, initializeApp } = await import('firebase-admin/app')
  const { getFirestore } = await import('firebase-admin/firestore')
  if (target.kind === 'emulator') {
    process.env.FIRESTORE_EMULATOR_HOST = target.host
    // No Google credentials to look for: without this, a slow emulator lets google-auth-library
    // print a two-line warning about the GCE metadata server.
    process.env.METADATA_SERVER_DETECTION ??= 'none'
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

/** How long the scripts wait for the database to answer before saying so. */
export const reachTimeoutMs = Number(process.env.WAITLIST_REACH_TIMEOUT_MS) || 5_000

/** Thrown for the owner: printed as one line, with the usage line when it is about arguments. */
export class ToolError extends Error {
  constructor(message, { usage = false, code = usage ? 2 : 1 } = {}) {
    super(message)
    this.usage = usage
    this.code = code
  }
}

/**
 * Runs an owner's script: parses its arguments (`--help` prints the usage line; a bad argument
 * prints what is wrong and the usage line), checks the database answers within a few seconds,
 * and turns every failure into one line and an exit code, never a stack.
 */
export async function ownerTool({ usage, options = {}, positionals = 0, run }) {
  let parsed
  try {
    parsed = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: positionals > 0,
      strict: true,
    })
    if (parsed.values.help) {
      console.log(`usage: ${usage}`)
      process.exit(0)
    }
    if (parsed.positionals.length !== positionals) {
      throw new ToolError(
        positionals === 0 ? 'takes no address' : `takes exactly ${positionals} address`,
        { usage: true },
      )
    }
  } catch (error) {
    console.error(`waitlist: ${firstLine(error)}`)
    console.error(`usage: ${usage}`)
    process.exit(2)
  }
  try {
    await run(parsed)
    process.exit(0)
  } catch (error) {
    console.error(`waitlist: ${firstLine(error)}`)
    if (error.usage) console.error(`usage: ${usage}`)
    process.exit(error.code ?? 1)
  }
}

function firstLine(error) {
  const message = error?.message ?? String(error)
  return message.split('\n')[0].replace(/^TypeError \[ERR_PARSE_ARGS_[A-Z_]+\]: /, '')
}

/** Whether anything listens at the emulator's port: a stopped emulator is told at once. */
async function listening(hostPort) {
  const [host, port] = hostPort.split(':')
  await new Promise((done, fail) => {
    const socket = connect(Number(port), host, () => {
      socket.destroy()
      done()
    })
    socket.once('error', (error) => {
      console.error(`waitlist: the emulator at ${hostPort}`)
      fail(
        new ToolError(`cannot reach the emulator at ${hostPort} (${error.code}); is it running?`),
      )
    })
  })
}

/**
 * The database, once it has answered a small read. A stopped or hung one fails here, within
 * `reachTimeoutMs`, instead of after the SDK's own minute of retries.
 */
export async function reachableDatabase(target = waitlistTarget()) {
  if (target.kind === 'emulator') await listening(target.host)
  const db = await waitlistDatabase(target)
  const where =
    target.kind === 'emulator' ? `the emulator at ${target.host}` : `project ${target.projectId}`
  let timer
  const timeout = new Promise((_, fail) => {
    timer = setTimeout(
      () =>
        fail(
          new ToolError(`no answer from ${where} in ${reachTimeoutMs / 1000} s; is it running?`),
        ),
      reachTimeoutMs,
    )
  })
  try {
    await Promise.race([db.collection(collections.entries).limit(1).get(), timeout])
  } catch (error) {
    if (error instanceof ToolError) throw error
    throw new ToolError(`cannot reach ${where}: ${firstLine(error)}`)
  } finally {
    clearTimeout(timer)
  }
  return db
}
