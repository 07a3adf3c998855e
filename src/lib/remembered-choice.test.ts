import { afterEach, expect, test, vi } from 'vitest'
import { rememberedChoice } from './remembered-choice'

const key = 'test:choice'
const choice = () =>
  rememberedChoice<'yes' | 'no'>(key, (value) => (value === 'yes' || value === 'no' ? value : null))

afterEach(() => localStorage.clear())

test('a saved choice is read back, and kept for the next page', () => {
  choice().save('yes')
  expect(choice().read()).toBe('yes')
})

test('when storage refuses the write, this page holds the new choice, not the one stored before', () => {
  localStorage.setItem(key, 'yes')
  const store = choice()
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  store.save('no')
  expect(store.read()).toBe('no')
})

test('when any use of storage throws, this page holds the choice', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError')
  })
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError')
  })
  const store = choice()
  expect(store.read()).toBe(null)
  store.save('no')
  expect(store.read()).toBe('no')
})

test('a choice made in another tab reaches the page', () => {
  const store = choice()
  store.save('yes')
  const listener = vi.fn()
  store.subscribe(listener)
  localStorage.setItem(key, 'no')
  window.dispatchEvent(new StorageEvent('storage', { key }))
  expect(listener).toHaveBeenCalled()
  expect(store.read()).toBe('no')
})
