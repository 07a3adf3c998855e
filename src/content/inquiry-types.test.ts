// @vitest-environment node
import { expect, test } from 'vitest'
import { contactLinkFor, inquiryTypeFromSearch } from './inquiry-types'

test('a contact link carries its inquiry type, and the contact page reads it back', () => {
  expect(contactLinkFor('media')).toBe('/contact?type=media')
  expect(inquiryTypeFromSearch('?type=media')).toBe('media')
  expect(inquiryTypeFromSearch('?sent=1&type=investors')).toBe('investors')
})

test('an unknown or missing type asks for none instead of failing the page', () => {
  expect(inquiryTypeFromSearch('?type=MEDIA')).toBeNull()
  expect(inquiryTypeFromSearch('?type=')).toBeNull()
  expect(inquiryTypeFromSearch('')).toBeNull()
})
