// MailDev (an SMTP server with a web inbox and a REST API) for the waitlist's email in
// development and tests: every message the functions send lands here, never in a real inbox.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const cli = fileURLToPath(new URL('../../node_modules/maildev/bin/maildev', import.meta.url))

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok
  } catch {
    return false
  }
}

/** Starts MailDev and resolves once its REST API answers. */
export async function startMailDev({ host = '127.0.0.1', smtpPort, webPort, timeoutMs = 60_000 }) {
  const web = `http://${host}:${webPort}`
  if (await answers(`${web}/email`)) {
    throw new Error(`Something is already listening on ${web}; stop it or choose another port.`)
  }
  const child = spawn(
    process.execPath,
    [cli, '--ip', host, '--smtp', String(smtpPort), '--web', String(webPort), '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let output = ''
  child.stderr.on('data', (chunk) => (output += chunk))
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = async () => {
    if (exited) return
    const gone = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await gone
  }
  const deadline = Date.now() + timeoutMs
  while (!(await answers(`${web}/email`))) {
    if (exited || Date.now() > deadline) {
      await stop()
      throw new Error(`MailDev did not start on ${web}:\n${output.slice(-2000)}`)
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  return { smtpUrl: `smtp://${host}:${smtpPort}`, web, stop }
}
