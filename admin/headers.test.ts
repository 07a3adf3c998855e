// @vitest-environment node
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { expect, test } from 'vitest'
import { editorTarget } from '../vite.admin.config.ts'
import { adminHeaderRule, adminSource } from './headers.ts'

type Rule = { source: string; headers: { key: string; value: string }[] }
const header = (rule: Rule, key: string) => rule.headers.find((each) => each.key === key)?.value

const loopback = /\b(127\.\d+\.\d+\.\d+|localhost|\[::1\]|0\.0\.0\.0)\b/
/** A production build's settings: .env.example as a new maintainer copies it. */
const exampleEnv = parseEnv(readFileSync('.env.example', 'utf8'))

test('the production editor’s policy allows no loopback address; development and the test build do', () => {
  const production = header(
    adminHeaderRule(editorTarget(exampleEnv, 'build')),
    'Content-Security-Policy',
  )
  expect(production).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com;/)
  expect(production).not.toMatch(loopback)

  const testBuild = editorTarget({ ...exampleEnv, CMS_TEST_LOCAL_BACKEND: '1' }, 'build')
  expect(header(adminHeaderRule(testBuild), 'Content-Security-Policy')).toContain(
    'http://127.0.0.1:8081',
  )
  expect(editorTarget(exampleEnv, 'serve').localBackendUrl).toBe('http://127.0.0.1:8081/api/v1')
})

test('the editor runs only its own script: no third-party host may load one at /admin', () => {
  const policy = header(
    adminHeaderRule(editorTarget(exampleEnv, 'build')),
    'Content-Security-Policy',
  )
  const scriptSources = /(?:^|; )script-src ([^;]+)/.exec(policy ?? '')?.[1]?.split(' ')
  expect(scriptSources).toEqual(["'self'", "'unsafe-eval'"])
  expect(policy).not.toMatch(/(?:^|; )script-src-elem /)
  expect(policy).toMatch(/(?:^|; )default-src 'self'(;|$)/)
})

test('/admin lets its sign-in popup keep its opener; every other page keeps same-origin', () => {
  const admin = adminHeaderRule(editorTarget(exampleEnv, 'build'))
  expect(admin.source).toBe(adminSource)
  expect(header(admin, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')

  const rules = (
    JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: Rule[] } }
  ).hosting.headers
  expect(
    header(rules.find((rule) => rule.source === '**') as Rule, 'Cross-Origin-Opener-Policy'),
  ).toBe('same-origin')
  // The only other rules that change it: the sign-in's own two function pages, which must not
  // cut the popup from the editor either.
  const overriding = rules
    .filter((rule) => rule.source !== '**' && header(rule, 'Cross-Origin-Opener-Policy'))
    .map((rule) => [rule.source, header(rule, 'Cross-Origin-Opener-Policy')])
  expect(overriding).toEqual([['/api/cms/**', 'unsafe-none']])
})
