// `npm run dev`: the waitlist's services (the Firestore emulator with firestore.rules, MailDev,
// the functions) beside Vite's dev server, and the site pointed at them, so a waitlist signup
// made in the browser is stored locally and its confirmation email lands in MailDev.
import { collections } from 'touch-grass-functions/waitlist-contract'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startDecapServer } from './lib/decap-server.mjs'
import { devPorts, devSiteOrigin, movedPortsPrefix } from './lib/dev-ports.mjs'
import { installHint, projectId } from './lib/firestore-emulator.mjs'
import { startWaitlistServices } from './lib/waitlist-services.mjs'

// Every port below, and the owner's commands, come from scripts/lib/dev-ports.mjs.
let ports
try {
  ports = devPorts()
} catch (error) {
  console.error(`\n${error.message}\n`)
  process.exit(2)
}
const siteOrigin = devSiteOrigin()
let services
try {
  services = await startWaitlistServices({ ports, siteOrigin })
} catch (error) {
  console.warn(`\n${error.message}\n`)
}
const emulator = services?.emulator
// The owner's commands read the same variables: printed with the ones this stack moved.
const exportCommand = `${movedPortsPrefix(process.env, ['firestore'])}npm run waitlist:export`
const announceCommand = `${movedPortsPrefix(process.env, ['site', 'firestore', 'mailSmtp'])}npm run waitlist:announce`

// Vite reads PORT (vite.config.ts): set, so it serves where the links and the editor point.
const env = { ...process.env, PORT: String(ports.site) }
if (emulator) {
  env.VITE_FIRESTORE_EMULATOR_HOST = emulator.hostPort
  env.FUNCTIONS_ORIGIN = services.functions.origin
  console.log(
    [
      '',
      'Waitlist signups are stored in the local emulator (in memory, gone when this stops). List them with:',
      `  curl -H 'Authorization: Bearer owner' ${emulator.origin}/v1/projects/${projectId}/databases/(default)/documents/${collections.entries}`,
      `or export them as CSV (a new file each time): ${exportCommand}`,
      `Their emails (confirmation links, announcements) land in MailDev: ${services.mail.web}`,
      `  (SMTP ${services.mail.smtpUrl}; ${announceCommand} sends there, with links to ${siteOrigin})`,
      '',
    ].join('\n'),
  )
} else {
  console.warn(
    `\n${installHint}\n\nThe site runs without it; joining the waitlist will show its error message.\n`,
  )
  // Still point at a local address, so a signup fails fast instead of going anywhere real.
  env.VITE_FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`
}

// The content editor's local backend: decap-server writes what /admin saves straight into
// content/ (and public/images/uploads/), where the dev server picks it up and reloads the page.
// In this process behind a guard (scripts/lib/decap-server.mjs): loopback requests from the
// editor's page only, editable folders only.
const decapPort = ports.decapServer
env.DECAP_SERVER_PORT = String(decapPort)
const decapServer = await startDecapServer({
  port: decapPort,
  repository: process.cwd(),
  siteOrigin,
}).catch(async (error) => {
  console.error(`\nThe content editor's backend did not start: ${error.message}\n`)
  await services?.stop()
  process.exit(1)
})
console.log(
  [
    `The content editor: ${siteOrigin}/admin (press "Login"; no password locally).`,
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
