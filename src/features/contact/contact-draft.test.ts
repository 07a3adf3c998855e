import { afterEach, expect, test } from 'vitest'
import {
  clearDraft,
  draftStorageKey,
  loadDraft,
  readDraft,
  saveDraft,
  writeDraft,
  type ContactDraft,
} from './contact-draft'

const draft: ContactDraft = {
  name: 'Ada',
  email: 'ada@exam',
  inquiryType: 'investors',
  message: 'half a thought',
}

afterEach(() => {
  sessionStorage.clear()
  document.body.innerHTML = ''
})

function form() {
  document.body.innerHTML = `
    <form>
      <input name="name"><input name="email">
      <input type="radio" name="inquiryType" value="media">
      <input type="radio" name="inquiryType" value="investors">
      <textarea name="message"></textarea>
      <input name="_honey">
    </form>`
  return document.querySelector('form') as HTMLFormElement
}

test('saves to sessionStorage and loads it back', () => {
  saveDraft(draft)
  expect(JSON.parse(sessionStorage.getItem(draftStorageKey) ?? '')).toEqual(draft)
  expect(loadDraft()).toEqual(draft)
})

test('an empty draft removes the saved one', () => {
  saveDraft(draft)
  saveDraft({ name: '', email: '', inquiryType: null, message: '' })
  expect(sessionStorage.getItem(draftStorageKey)).toBeNull()
})

test('clearDraft forgets it', () => {
  saveDraft(draft)
  clearDraft()
  expect(loadDraft()).toBeNull()
})

test('ignores broken or foreign data', () => {
  sessionStorage.setItem(draftStorageKey, '{not json')
  expect(loadDraft()).toBeNull()
  sessionStorage.setItem(draftStorageKey, JSON.stringify({ name: 42, inquiryType: 'spam' }))
  expect(loadDraft()).toBeNull()
  sessionStorage.setItem(draftStorageKey, JSON.stringify({ message: 'kept', inquiryType: 'spam' }))
  expect(loadDraft()).toEqual({ name: '', email: '', inquiryType: null, message: 'kept' })
})

test('reads the fields of a form, without the honeypot', () => {
  const element = form()
  writeDraft(element, draft)
  ;(element.elements.namedItem('_honey') as HTMLInputElement).value = 'bot'
  expect(readDraft(element)).toEqual(draft)
})

test('writes a draft back into the fields', () => {
  const element = form()
  writeDraft(element, draft)
  expect((element.elements.namedItem('name') as HTMLInputElement).value).toBe('Ada')
  expect(element.querySelector<HTMLInputElement>('[value="investors"]')?.checked).toBe(true)
  expect(element.querySelector<HTMLInputElement>('[value="media"]')?.checked).toBe(false)
  expect((element.elements.namedItem('message') as HTMLTextAreaElement).value).toBe(
    'half a thought',
  )
})

test('text already in a field (typed before the scripts ran) beats the draft', () => {
  const element = form()
  ;(element.elements.namedItem('name') as HTMLInputElement).value = 'Grace'
  writeDraft(element, draft)
  expect((element.elements.namedItem('name') as HTMLInputElement).value).toBe('Grace')
  expect((element.elements.namedItem('message') as HTMLTextAreaElement).value).toBe(
    'half a thought',
  )
})
