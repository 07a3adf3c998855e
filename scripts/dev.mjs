// `npm run dev`: the waitlist's services (the Firestore emulator with firestore.rules, MailDev,
// the functions) beside Vite's dev server, and the site pointed at them, so a waitlist signup
// made in the browser is stored locally and its confirmation email lands in MailDev.
import { collections } from 'touch-grass-functions/waitlist-contract'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startDecapServer } from './lib/decap-server.mjs'
import { installHint, projectId } from './lib/firestore-emulator.mjs'
import { startWaitlistServices } from './lib/waitlist-services.mjs'

const port = Number(process.env.FIRESTORE_PORT ?? 8080)
const ports = {
  firestore: port,
  functions: Number(process.env.FUNCTIONS_PORT ?? 5001),
  mailSmtp: Number(process.env.MAILDEV_SMTP_PORT ?? 1025),
  mailWeb: Number(process.env.MAILDEV_WEB_PORT ?? 1080),
}
let services
try {
  services = await startWaitlistServices({
    ports,
    siteOrigin: `http://localhost:${process.env.PORT ?? 5173}`,
  })
} catch (error) {
  console.warn(`\n${error.message}\n`)
}
const emulator = services?.emulator

const env = { ...process.env }
if (emulator) {
  env.VITE_FIRESTORE_EMULATOR_HOST = emulator.hostPort
  env.FUNCTIONS_ORIGIN = services.functions.origin
  console.log(
    [
      '',
      'Waitlist signups are stored in the local emulator (in memory, gone when this stops). List them with:',
      `  curl -H 'Authorization: Bearer owner' ${emulator.origin}/v1/projects/${projectId}/databases/(default)/documents/${collections.entries}`,
      `or export them as CSV (a new file each time): FIRESTORE_PORT=${port} npm run waitlist:export`,
      `Their emails (confirmation links, announcements) land in MailDev: ${services.mail.web}`,
      `  (SMTP ${services.mail.smtpUrl}; npm run waitlist:announce sends there by default)`,
      '',
    ].join('\n'),
  )
} else {
  console.warn(
    `\n${installHint}\n\nThe site runs without it; joining the waitlist will show its error message.\n`,
  )
  // Still point at a local address, so a signup fails fast instead of going anywhere real.
  env.VITE_FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`
}

// The content editor's local backend: decap-server writes what /admin saves straight into
// content/ (and public/images/uploads/), where the dev server picks it up and reloads the page.
// Behind a guard (scripts/lib/decap-server.mjs): loopback requests, editable folders only.
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? 8081)
env.DECAP_SERVER_PORT = String(decapPort)
const decapServer = await startDecapServer({ port: decapPort, repository: process.cwd() }).catch(
  async (error) => {
    console.error(`\nThe content editor's backend did not start: ${error.message}\n`)
    await services?.stop()
    process.exit(1)
  },
)
const sitePort = Number(process.env.PORT ?? 5173)
console.log(
  [
    `The content editor: http://localhost:${sitePort}/admin (press "Login"; no password locally).`,
    `It saves into content/ through decap-server on 127.0.0.1:${decapPort} (DECAP_SERVER_PORT moves it).`,
    '',
  ].join('\n'),
)

// Vite's own CLI, not through npx: npx does not pass SIGINT on, so a `kill -INT` of this script
// (anything but Ctrl+C in a terminal, which signals the whole group) left Vite and the emulator
// running.
const viteCli = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))
const vite = spawn(process.execPath, [viteCli, 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
const shutdown = async (code) => {
  await decapServer.stop()
  await services?.stop()
  process.exit(code)
}
process.on('SIGINT', () => vite.kill('SIGINT'))
process.on('SIGTERM', () => vite.kill('SIGTERM'))
vite.on('exit', (code) => void shutdown(code ?? 0))
