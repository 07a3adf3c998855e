// @vitest-environment node
import { expect, test } from 'vitest'
import { noServerFunctions } from './vite-plugin-no-server-functions'

const hydrateStart = '/app/node_modules/@tanstack/start-client-core/dist/esm/client/hydrateStart.js'
const context = {
  error(message: string): never {
    throw new Error(message)
  },
}
type Hook = (this: typeof context, ...args: unknown[]) => unknown

function hooks() {
  const plugin = noServerFunctions()
  return {
    resolveId: (source: string, importer?: string) =>
      (plugin.resolveId as Hook).call(context, source, importer, {}),
    load: (id: string) => (plugin.load as Hook).call(context, id),
    buildEnd: (error?: Error) => (plugin.buildEnd as Hook).call(context, error),
  }
}

test("replaces Start's server-function adapter with one that matches nothing", () => {
  const plugin = hooks()
  const id = plugin.resolveId('./ServerFunctionSerializationAdapter.js', hydrateStart)
  expect(id).toMatch(/^\0/)
  const code = String(plugin.load(id as string))
  expect(code).toContain("key: '$TSS/serverfn'")
  expect(code).toContain('test: () => false')
  expect(code).not.toMatch(/client-rpc|seroval/)
  expect(() => plugin.buildEnd()).not.toThrow()
})

test('leaves every other import alone', () => {
  const plugin = hooks()
  expect(plugin.resolveId('./ServerFunctionSerializationAdapter.js', '/src/elsewhere.js')).toBe(
    undefined,
  )
  expect(plugin.resolveId('react', hydrateStart)).toBe(undefined)
  expect(plugin.load('/src/main.tsx')).toBe(undefined)
})

test('fails the build when code calls a server function', () => {
  expect(() =>
    hooks().resolveId('@tanstack/react-start/client-rpc', '/src/routes/contact.tsx'),
  ).toThrow('/src/routes/contact.tsx uses a server function, but the site is static')
})

test('fails the build when Start no longer imports the adapter where the plugin expects it', () => {
  expect(() => hooks().buildEnd()).toThrow(
    "Start's client no longer imports ./ServerFunctionSerializationAdapter.js from hydrateStart.js",
  )
})

test('says nothing when the build failed for its own reason, which is the line to read', () => {
  expect(() => hooks().buildEnd(new Error('content/donations/x.yml: amount: …'))).not.toThrow()
})
