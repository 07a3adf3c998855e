// @vitest-environment node
import { expect, test } from 'vitest'
import { declaredRuntimes, runtimeProblems } from './runtime.mjs'
import schedule from './runtime-schedule.json' with { type: 'json' }

const agreeing = {
  nvmrc: '24.21.0',
  engines: '24',
  functionsEngines: '24',
  pinnedNode: '24.21.0',
  functionsRuntime: 'nodejs24',
}
const today = new Date(`${schedule.checked}T12:00:00Z`)

test('the repository as committed agrees with itself and with the Node running the tests', () => {
  expect(runtimeProblems(declaredRuntimes(), process.version, new Date())).toEqual([])
})

test('agreeing places on a supported runtime pass', () => {
  expect(runtimeProblems(agreeing, 'v24.21.0', today)).toEqual([])
})

test.each([
  ['engines', { engines: '20' }, /^package\.json engines\.node is 20, but \.nvmrc says Node 24/],
  [
    'functions engines',
    { functionsEngines: '22' },
    /^functions\/package\.json engines\.node is 22/,
  ],
  [
    'the pinned package',
    { pinnedNode: '24.20.0' },
    /^package\.json pins node 24\.20\.0, but \.nvmrc says 24\.21\.0/,
  ],
  [
    'the runtime',
    { functionsRuntime: 'nodejs22' },
    /^firebase\.json deploys the functions on nodejs22.*"runtime": "nodejs24"/,
  ],
])('a disagreeing %s is one line naming it', (_, change, message) => {
  const problems = runtimeProblems({ ...agreeing, ...change }, 'v24.21.0', today)
  expect(problems).toEqual([expect.stringMatching(message)])
})

test('tests run on another Node is one line', () => {
  expect(runtimeProblems(agreeing, 'v20.20.2', today)).toEqual([
    'the Node running this is v20.20.2, but .nvmrc says Node 24: make them agree (decision 131).',
  ])
})

test('a runtime within 90 days of its decommission fails, naming the date and the source', () => {
  const { decommission } = schedule.cloudFunctions.runtimes.nodejs24
  const day = 24 * 60 * 60 * 1000
  const edge = new Date(`${decommission}T00:00:00Z`).getTime()
  // Node's own end of life moved out of the way, so only the runtime's date speaks.
  const table = { ...schedule, node: { ...schedule.node, endOfLife: { 24: '2099-01-01' } } }
  expect(runtimeProblems(agreeing, 'v24.21.0', new Date(edge - 91 * day), table)).toEqual([])
  const problems = runtimeProblems(agreeing, 'v24.21.0', new Date(edge - 89 * day), table)
  expect(problems).toEqual([
    expect.stringContaining(
      `decommission nodejs24 on ${decommission} (${schedule.cloudFunctions.source})`,
    ),
  ])
})

test('today, Node 20 everywhere fails: its runtime is decommissioned and Node 20 is past its end', () => {
  const node20 = {
    nvmrc: '20',
    engines: '20',
    functionsEngines: '20',
    pinnedNode: '20',
    functionsRuntime: 'nodejs20',
  }
  const problems = runtimeProblems(node20, 'v20.20.2', new Date('2026-11-25T12:00:00Z'))
  expect(problems).toEqual([
    expect.stringContaining('decommission nodejs20 on 2026-10-30'),
    expect.stringContaining('Node 20 reaches end of life on 2026-04-30'),
  ])
})

test('a runtime missing from the table says where to find its dates', () => {
  const problems = runtimeProblems(
    {
      ...agreeing,
      nvmrc: '26',
      engines: '26',
      functionsEngines: '26',
      pinnedNode: '26',
      functionsRuntime: 'nodejs26',
    },
    'v26.0.0',
    today,
  )
  expect(problems).toEqual([
    expect.stringMatching(
      /^nodejs26 is not in scripts\/lib\/runtime-schedule\.json: add its dates from https:/,
    ),
    expect.stringMatching(/^Node 26 is not in scripts\/lib\/runtime-schedule\.json/),
  ])
})
