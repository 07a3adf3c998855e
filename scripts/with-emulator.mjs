// Runs a command with the Firestore emulator up: `node scripts/with-emulator.mjs playwright test`.
// The child sees FIRESTORE_EMULATOR_HOST (the admin and rules-testing SDKs read it).
import { spawn } from 'node:child_process'
import { installHint, startEmulator } from './lib/firestore-emulator.mjs'
import { testPorts } from './lib/test-ports.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-emulator.mjs <command> [args...]')
  process.exit(2)
}

const emulator = await startEmulator({ port: testPorts.firestore })
if (!emulator) {
  console.error(installHint)
  process.exit(1)
}

const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.hostPort },
})
const stopAndExit = async (code) => {
  await emulator.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal)
  })
}
child.on('exit', (code, signal) => void stopAndExit(code ?? (signal ? 1 : 0)))
// A command that cannot start (not installed, misspelt) must not leave the emulator running,
// or the next run finds its port taken.
child.on('error', (error) => {
  console.error(`with-emulator: cannot run ${command}: ${error.message}`)
  void stopAndExit(127)
})
