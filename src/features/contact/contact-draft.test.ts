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

test('an empty draft is none', () => {
  store({ name: '', email: '', message: '' })
  expect(loadDraft()).toBeNull()
})

test('clearDraft forgets it', () => {
  store(draft)
  clearDraft()
  expect(loadDraft()).toBeNull()
})

test('ignores broken or foreign data', () => {
  store('{not json')
  expect(loadDraft()).toBeNull()
  store({ name: 42, inquiryType: 'spam' })
  expect(loadDraft()).toBeNull()
  store({ message: 'kept', inquiryType: 'spam' })
  expect(loadDraft()).toEqual({ message: 'kept' })
})
