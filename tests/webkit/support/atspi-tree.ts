import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const script = fileURLToPath(new URL('./atspi-tree.py', import.meta.url))
// Debian's Python, which has the AT-SPI bindings (python3-gi, gir1.2-atspi-2.0); a python3
// earlier on the PATH (pyenv, a virtualenv) may not.
const python = process.env.ATSPI_PYTHON ?? '/usr/bin/python3'

/** Whether WebKit's tree can be read here: WebKitGTK on this session's accessibility bus. */
export const webkitTreeReadable =
  process.platform === 'linux' && process.env.WEBKIT_DRIVER !== 'safari'

/**
 * What a screen reader on Linux gets from WebKitGTK, read through AT-SPI (atspi-tree.py): the
 * page's tree, or its first node of `role` ("dialog", "form"), one line per node, in reading order.
 */
export async function webkitTree(role?: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(python, [
    '-W',
    'ignore',
    script,
    ...(role ? [role] : []),
  ])
  return stdout.trimEnd().split('\n')
}

/**
 * The tree once `holds` is true of it: WebKit tells the bus of a change a moment after the page
 * makes it. Fails with the last tree read, so the message shows what a screen reader got.
 */
export async function webkitTreeWhen(
  role: string | undefined,
  holds: (lines: string[]) => boolean,
  timeoutMs = 10_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const lines = await webkitTree(role)
    if (holds(lines)) return lines
    if (Date.now() > deadline) return lines
    await new Promise((done) => setTimeout(done, 200))
  }
}
