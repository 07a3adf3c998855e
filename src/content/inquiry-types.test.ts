import { expect, test } from 'vitest'
import { validateContactSearch } from './inquiry-types'

test('keeps a known inquiry type from the contact link', () => {
  expect(validateContactSearch({ type: 'media' })).toEqual({ type: 'media' })
  expect(validateContactSearch({ type: 'investors', sent: '1' })).toEqual({ type: 'investors' })
})

test('drops an unknown or missing type instead of failing the page', () => {
  expect(validateContactSearch({ type: 'MEDIA' })).toEqual({})
  expect(validateContactSearch({ type: ['media'] })).toEqual({})
  expect(validateContactSearch({})).toEqual({})
})
