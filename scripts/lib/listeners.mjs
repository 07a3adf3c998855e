// What a process and everything it started listen on, as `ss -ltnp` reports it (Linux): the
// tests of the dev stack and the editor's backend use it to show which TCP ports exist.
import { execFileSync } from 'node:child_process'

/** `pid` and every process descended from it, wherever it runs (detached ones too). */
export function processTree(pid) {
  const parents = new Map()
  for (const line of execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number)
    if (child && parent !== undefined) parents.set(child, parent)
  }
  const tree = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child)
        grew = true
      }
    }
  }
  return tree
}

/**
 * Every listening TCP socket of `pid`'s process tree: its address as ss prints it
 * (127.0.0.1, [::1], [::ffff:127.0.0.1], *, 0.0.0.0, [::]), its port, and the owning process.
 */
export function listenersOf(pid) {
  const tree = processTree(pid)
  const output = execFileSync('ss', ['-H', '-ltnp'], { encoding: 'utf8' })
  return output.split('\n').flatMap((line) => {
    const fields = line.trim().split(/\s+/)
    const local = fields[3]
    const pids = [...line.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1]))
    const owner = pids.find((p) => tree.has(p))
    if (!local || owner === undefined) return []
    const at = local.lastIndexOf(':')
    const command = /users:\(\("([^"]*)"/.exec(line)?.[1] ?? ''
    return [{ address: local.slice(0, at), port: Number(local.slice(at + 1)), pid: owner, command }]
  })
}

/** Whether an address ss prints is this machine's loopback only. */
export function isLoopback(address) {
  return /^(127\.\d+\.\d+\.\d+|\[::1\]|\[::ffff:127\.\d+\.\d+\.\d+\])(%lo)?$/.test(address)
}
