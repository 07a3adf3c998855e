// The production build, pointed at the test emulator so e2e signups land somewhere we can read back.
import { spawnSync } from 'node:child_process'
import { testPorts } from './lib/test-ports.mjs'

const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${testPorts.firestore}` },
})
process.exit(result.status ?? 1)
