import { afterEach, expect, test } from 'vitest'
import { contactSample } from '../../../tests/fixtures/contact-form'
import { clearDraft, draftStorageKey, loadDraft } from './contact-draft'

const draft = contactSample('investors')
const store = (value: unknown) =>
  sessionStorage.setItem(draftStorageKey, typeof value === 'string' ? value : JSON.stringify(value))

afterEach(() => sessionStorage.clear())

test('loads what the page saved', () => {
  store(draft)
  expect(loadDraft()).toEqual(draft)
})

test('clearDraft forgets it', () => {
  store(draft)
  clearDraft()
  expect(loadDraft()).toEqual({})
})

test('broken data is no draft', () => {
  store('{not json')
  expect(loadDraft()).toEqual({})
  store('42')
  expect(loadDraft()).toEqual({})
})
