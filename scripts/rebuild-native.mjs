// npm runs this after every install (`postinstall`). npm itself may run on an older Node than the
// project's (the pinned `node` package puts Node 24 first on every script's PATH, but not under
// `npm ci`), so a native addon can come out built for the wrong ABI. This rebuilds each one that
// does not load, against the headers of the Node that runs the scripts.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const root = join(dirname(new URL(import.meta.url).pathname), '..')

// Native addons in the lockfile: packages with an install script and a binding.gyp, less those
// whose install script package.json's `allowScripts` denies (npm does not build them).
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
const { allowScripts = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const addons = Object.entries(lock.packages)
  .filter(([path, entry]) => entry.hasInstallScript && existsSync(join(root, path, 'binding.gyp')))
  .map(([path]) => path.replace(/^.*node_modules\//, ''))
  .filter((name) => allowScripts[name] !== false)

/** The folder holding include/node for the running Node: its own install, or the npm package's. */
function headersDir() {
  const own = join(dirname(process.execPath), '..')
  if (existsSync(join(own, 'include', 'node', 'node.h'))) return own
  const pkg = `node-${process.platform}-${process.arch}`
  for (const base of [
    join(root, 'node_modules', 'node', 'node_modules'),
    join(root, 'node_modules'),
  ]) {
    if (existsSync(join(base, pkg, 'include', 'node', 'node.h'))) return join(base, pkg)
  }
  return null
}

// In a child process: a library that failed to load stays mapped in this one.
const loads = (name) => {
  try {
    execFileSync(process.execPath, ['-e', `require(${JSON.stringify(name)})`], {
      cwd: root,
      stdio: 'pipe',
    })
    return true
  } catch (error) {
    return /MODULE_NOT_FOUND/.test(String(error.stderr)) // optional and absent: nothing to build
  }
}

for (const name of addons) {
  if (loads(name)) continue
  const nodedir = headersDir()
  if (!nodedir) {
    console.error(
      `${name} does not load on Node ${process.version}, and no headers for it were found.`,
    )
    process.exit(1)
  }
  console.log(`Rebuilding ${name} for Node ${process.version}`)
  execFileSync('npm', ['rebuild', name, `--nodedir=${nodedir}`], { cwd: root, stdio: 'inherit' })
  if (!loads(name)) {
    console.error(`${name} still does not load on Node ${process.version} after a rebuild.`)
    process.exit(1)
  }
}
