// Tests write scratch files under the system's temp folder (a deploy's settings, a waitlist
// export, MailDev's mails, the emulator's config), and not every test can clean up after itself
// (a script it runs may die). Each run gets a folder of its own there instead, removed when the
// run ends, so a run leaves nothing behind, however it ends. Its sockets go there too: without
// XDG_RUNTIME_DIR, AT-SPI's accessibility bus (the WebKit suite) listens at one path in the home
// folder, and a second suite at once took it over and then removed it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Points this process's (and its children's) temp and runtime folders at a new one; returns its removal. */
export function useScratchTmpdir() {
  const dir = mkdtempSync(join(tmpdir(), 'touch-grass-run-'))
  process.env.TMPDIR = dir
  process.env.XDG_RUNTIME_DIR = dir
  return () => rmSync(dir, { recursive: true, force: true })
}

/** As a Vitest global setup: the run's folder, removed at its teardown. */
export default useScratchTmpdir
