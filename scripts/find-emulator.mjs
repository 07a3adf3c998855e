// Prints which Firestore emulator the tests will use, or how to install one (exit 1).
import { findEmulator, installHint } from './lib/firestore-emulator.mjs'

const emulator = findEmulator()
if (!emulator) {
  console.error(installHint)
  process.exit(1)
}
console.log(`Firestore emulator: ${emulator.path} (${emulator.kind})`)
