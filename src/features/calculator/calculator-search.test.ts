import { expect, test } from 'vitest'
import { validateCalculatorSearch } from './calculator-search'

test('keeps both answers of a share link', () => {
  expect(validateCalculatorSearch({ age: '25-34', hours: '3-4' })).toEqual({
    age: '25-34',
    hours: '3-4',
  })
})

test('keeps an age on its own: the visitor is on the second question', () => {
  expect(validateCalculatorSearch({ age: '55-plus' })).toEqual({ age: '55-plus' })
})

test('drops an unknown age and everything after it', () => {
  expect(validateCalculatorSearch({ age: '99-100', hours: '3-4' })).toEqual({})
  expect(validateCalculatorSearch({ hours: '3-4' })).toEqual({})
})

test('drops unknown hours but keeps a valid age', () => {
  expect(validateCalculatorSearch({ age: '35-44', hours: 'lots' })).toEqual({ age: '35-44' })
})

test('ignores values the router parsed into other types and unrelated params', () => {
  // the router JSON-parses values, so `?hours=3` arrives as the number 3
  expect(validateCalculatorSearch({ age: '45-54', hours: 3 })).toEqual({ age: '45-54' })
  expect(validateCalculatorSearch({ age: ['25-34'], utm_source: 'x' })).toEqual({})
  // a hand-typed "55+" arrives as "55 " because "+" means a space in a query string
  expect(validateCalculatorSearch({ age: '55 ' })).toEqual({})
})
