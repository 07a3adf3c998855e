import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The chunks a built chunk imports statically (`import x from "./a.js"`, `import "./a.js"`,
 * `export * from "./a.js"`), as paths next to it. Dynamic `import("./a.js")` is left out: that
 * code loads later, on interaction.
 */
export function staticImports(file) {
  const code = readFileSync(file, 'utf8')
  const found = new Set()
  for (const match of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${},\s]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    found.add(join(file, '..', match[1]))
  }
  return [...found]
}
