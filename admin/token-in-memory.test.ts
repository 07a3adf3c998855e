import { afterEach, expect, test } from 'vitest'
import { keepTokenInMemory, userKey } from './token-in-memory.ts'

const realStorage = window.localStorage

afterEach(() => {
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => realStorage })
  realStorage.clear()
})

test('the signed-in user and its token stay in the page; the origin’s storage never holds them', () => {
  realStorage.setItem(userKey, '{"token":"left-by-an-older-editor"}')
  keepTokenInMemory(window)
  expect(realStorage.getItem(userKey)).toBeNull()

  const user = JSON.stringify({ token: 'gho_secret', backendName: 'github' })
  window.localStorage.setItem(userKey, user)
  expect(window.localStorage.getItem(userKey)).toBe(user)
  expect(JSON.stringify({ ...realStorage })).not.toContain('gho_secret')

  // Decap's other keys (pane sizes, sort order) still last.
  window.localStorage.setItem('decap-cms.pane', 'preview')
  expect(realStorage.getItem('decap-cms.pane')).toBe('preview')

  window.localStorage.removeItem(userKey)
  expect(window.localStorage.getItem(userKey)).toBeNull()
})
