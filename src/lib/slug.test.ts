// @vitest-environment node
import { expect, test } from 'vitest'
import { slugify } from './slug'

test('turns a title into a readable fragment', () => {
  expect(slugify('Pricing and payments')).toBe('pricing-and-payments')
  expect(slugify('Who can use the app?')).toBe('who-can-use-the-app')
  expect(slugify('Liability & termination')).toBe('liability-termination')
  expect(slugify('  Café: 50% off  ')).toBe('cafe-50-off')
})
