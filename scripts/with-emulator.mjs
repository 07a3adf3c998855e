// Runs a command with the waitlist's services up (scripts/lib/waitlist-services.mjs): the
// Firestore emulator, MailDev and the functions, on the test ports:
// `node scripts/with-emulator.mjs playwright test`. The child sees FIRESTORE_EMULATOR_HOST (the
// admin and rules-testing SDKs read it), FUNCTIONS_ORIGIN and MAILDEV_ORIGIN.
import { spawn } from 'node:child_process'
import { installHint } from './lib/firestore-emulator.mjs'
import { useScratchTmpdir } from './lib/scratch-tmpdir.mjs'
import { testGitHubOAuthOrigin, testPorts } from './lib/test-ports.mjs'
import { startWaitlistServices } from './lib/waitlist-services.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-emulator.mjs <command> [args...]')
  process.exit(2)
}

const removeScratch = useScratchTmpdir()
const services = await startWaitlistServices({
  ports: testPorts,
  siteOrigin: `http://127.0.0.1:${testPorts.preview}`,
  hourlyEmailCap: Number(process.env.TEST_WAITLIST_HOURLY_EMAIL_CAP ?? 200),
  githubOAuthOrigin: testGitHubOAuthOrigin,
})
if (!services) {
  console.error(installHint)
  removeScratch()
  process.exit(1)
}

const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: services.emulator.hostPort,
    FUNCTIONS_ORIGIN: services.functions.origin,
    MAILDEV_ORIGIN: services.mail.web,
  },
})
const stopAndExit = async (code) => {
  await services.stop()
  removeScratch()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal)
  })
}
child.on('exit', (code, signal) => void stopAndExit(code ?? (signal ? 1 : 0)))
// A command that cannot start (not installed, misspelt) must not leave the services running,
// or the next run finds their ports taken.
child.on('error', (error) => {
  console.error(`with-emulator: cannot run ${command}: ${error.message}`)
  void stopAndExit(127)
})
