// Finds, starts and stops the Cloud Firestore emulator with the project's rules.
// Order of preference: an explicit FIRESTORE_EMULATOR_BIN, the Google Cloud SDK's emulator
// (Debian/Homebrew/installer paths), the jar firebase-tools caches, then the firebase CLI itself.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectId = 'demo-touch-grass'
const rulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url))

const sdkRoots = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
  '/opt/homebrew/share/google-cloud-sdk',
  '/usr/local/share/google-cloud-sdk',
  join(homedir(), 'google-cloud-sdk'),
]

/** The path of a command on PATH, or an empty string. */
export function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim()
}

function firebaseToolsJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators')
  if (!existsSync(dir)) return undefined
  const jar = readdirSync(dir)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .sort()
    .at(-1)
  return jar ? join(dir, jar) : undefined
}

/** How to launch the emulator on this machine, or undefined with the places that were searched. */
export function findEmulator() {
  if (process.env.FIRESTORE_EMULATOR_BIN) {
    return { kind: 'gcloud', path: process.env.FIRESTORE_EMULATOR_BIN }
  }
  const gcloud = onPath('gcloud')
  const roots = gcloud ? [...sdkRoots, resolve(gcloud, '..', '..')] : sdkRoots
  for (const root of roots) {
    const path = join(root, 'platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator')
    if (existsSync(path)) return { kind: 'gcloud', path }
  }
  const jar = firebaseToolsJar()
  if (jar && onPath('java')) return { kind: 'jar', path: jar }
  const firebase = onPath('firebase')
  if (firebase) return { kind: 'firebase-cli', path: firebase }
  return undefined
}

export const installHint = [
  'No Cloud Firestore emulator was found. Install one of:',
  '  - Debian/Ubuntu: apt-get install google-cloud-cli-firestore-emulator (Google Cloud apt repository)',
  '  - any OS: gcloud components install cloud-firestore-emulator',
  '  - any OS with Java 21: npm i -g firebase-tools && firebase setup:emulators:firestore',
  'or point FIRESTORE_EMULATOR_BIN at the cloud_firestore_emulator script.',
].join('\n')

function launch(emulator, host, port) {
  const stdio = ['ignore', 'pipe', 'pipe']
  if (emulator.kind === 'gcloud') {
    return spawn(
      emulator.path,
      ['start', `--host=${host}`, `--port=${port}`, `--rules=${rulesPath}`],
      {
        stdio,
        detached: true,
      },
    )
  }
  if (emulator.kind === 'jar') {
    return spawn(
      'java',
      [
        '-Duser.language=en',
        '-jar',
        emulator.path,
        `--host=${host}`,
        `--port=${port}`,
        `--rules=${rulesPath}`,
      ],
      { stdio, detached: true },
    )
  }
  const config = join(mkdtempSync(join(tmpdir(), 'touch-grass-firebase-')), 'firebase.json')
  writeFileSync(
    config,
    JSON.stringify({ firestore: { rules: rulesPath }, emulators: { firestore: { host, port } } }),
  )
  return spawn(
    emulator.path,
    ['emulators:start', '--only', 'firestore', '--project', projectId, '--config', config],
    { stdio, detached: true },
  )
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    return response.ok
  } catch {
    return false
  }
}

/**
 * The emulator's first write (JIT, rules compilation) can take seconds; pay that here, not in a
 * test's time limit. The write is denied by the rules, which is the point: it evaluates them.
 */
async function warmUp(origin) {
  const url = `${origin}/v1/projects/${projectId}/databases/(default)/documents/warmup`
  for (let attempt = 0; attempt < 3; attempt++) {
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { ping: { stringValue: 'pong' } } }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined)
  }
}

/**
 * Starts the emulator and resolves once it answers HTTP. Resolves to undefined when no
 * emulator is installed, so callers decide whether that is fatal.
 */
export async function startEmulator({
  host = '127.0.0.1',
  port = 8080,
  timeoutMs = 60_000,
  log = true,
} = {}) {
  const emulator = findEmulator()
  if (!emulator) return undefined
  const origin = `http://${host}:${port}`
  if (await answers(origin)) {
    throw new Error(`Something is already listening on ${origin}; stop it or choose another port.`)
  }
  const child = launch(emulator, host, port)
  let output = ''
  const collect = (chunk) => {
    output += chunk
    if (log && process.env.FIRESTORE_EMULATOR_VERBOSE) process.stderr.write(chunk)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  let exited = false
  child.on('exit', () => {
    exited = true
  })

  const stop = async () => {
    if (exited) return
    const gone = new Promise((done) => child.once('exit', done))
    try {
      // The emulator runs as a JVM under a wrapper script: end the whole process group.
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 5000)
    await gone
    clearTimeout(timer)
  }

  const deadline = Date.now() + timeoutMs
  while (!(await answers(origin))) {
    if (exited || Date.now() > deadline) {
      await stop()
      throw new Error(
        `The Firestore emulator (${emulator.path}) did not start:\n${output.slice(-2000)}`,
      )
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  await warmUp(origin)
  if (log)
    console.log(`Firestore emulator (${emulator.kind}) on ${origin}, rules from firestore.rules`)
  return { host, port, origin, hostPort: `${host}:${port}`, stop }
}
