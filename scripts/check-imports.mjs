// Fails on an import circle between files, or two folders that import each other, in the
// project's own code. Imports are read and resolved by TypeScript itself (the tsconfig's
// `@/` paths included), so the graph is the one the type checker and the bundler see.
import { readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('..', import.meta.url))
const roots = ['src', 'scripts', 'admin', 'functions/src', 'tests', 'bench']
const skip = new Set(['node_modules', 'dist', 'routeTree.gen.ts'])
const sourceFile = /\.(ts|tsx|mjs|js)$/

function listFiles(dir) {
  let entries
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    if (skip.has(entry.name)) return []
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return listFiles(path)
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

function compilerOptions() {
  const configPath = join(root, 'tsconfig.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options
}

/** The project's import graph: each file (relative to the root) and the project files it imports. */
export function importGraph() {
  const options = compilerOptions()
  const files = [
    ...roots.flatMap(listFiles),
    ...readdirSync(root).filter((name) => /\.(ts|mjs|js)$/.test(name)),
  ]
  const graph = new Map()
  for (const file of files) {
    const text = ts.sys.readFile(join(root, file)) ?? ''
    const { importedFiles } = ts.preProcessFile(text, true, true)
    const targets = new Set()
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.') && !fileName.startsWith('@/')) continue
      const { resolvedModule } = ts.resolveModuleName(fileName, join(root, file), options, ts.sys)
      const target = resolvedModule && relative(root, resolvedModule.resolvedFileName)
      if (target && !target.startsWith('..') && !target.includes('node_modules')) {
        targets.add(target.split('\\').join('/'))
      }
    }
    graph.set(file, targets)
  }
  return graph
}

/** Strongly connected groups of more than one file (Tarjan), each as one circle to report. */
function circles(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let next = 0
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node), low.get(target)))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const group = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    const selfImport = graph.get(node)?.has(node)
    if (group.length > 1 || selfImport) found.push(group.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return found
}

/** One path around a circle, starting and ending at its first file. */
function pathAround(graph, group) {
  const members = new Set(group)
  const start = group[0]
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue
      if (target === start) {
        const path = [start]
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at)
        return [...path, start]
      }
      if (!previous.has(target)) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return group
}

// A test may read what it checks from anywhere (its subject, content, fixtures) and nothing
// imports a test, so tests take part in circles but not in the folder rule.
const isTest = (file) => /\.(test|spec)\.[a-z]+$/.test(file) || file.startsWith('tests/')

/** Every problem in a graph, one line each: import circles, then folders importing each other. */
export function importProblems(graph) {
  const problems = circles(graph).map(
    (group) => `import circle: ${pathAround(graph, group).join(' -> ')}`,
  )
  const arrows = new Map()
  for (const [file, targets] of graph) {
    if (isTest(file)) continue
    for (const target of targets) {
      const from = dirname(file)
      const to = dirname(target)
      if (from === to) continue
      const key = `${from}\n${to}`
      arrows.set(key, [...(arrows.get(key) ?? []), `${file} -> ${target}`])
    }
  }
  for (const [key, examples] of [...arrows].sort(([a], [b]) => a.localeCompare(b))) {
    const [from, to] = key.split('\n')
    const back = arrows.get(`${to}\n${from}`)
    if (!back || from > to) continue
    problems.push(
      `folders import each other: ${from} <-> ${to} (${examples[0]}; ${back[0]}; ` +
        `${examples.length} and ${back.length} imports)`,
    )
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = importProblems(importGraph())
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
}
