import { expect, test } from 'vitest'
import { allAnswers } from '@/content/calculator'
import { resultPage } from './result-page'

test('names the numbers of the spec example in the title, description and picture', () => {
  const page = resultPage('25-34', '3-4')
  expect(page.path).toBe('/screentime-calculator/25-34/3-4')
  expect(page.title).toBe('1,277 hours a year on my phone')
  expect(page.description).toBe(
    '25-34 years old, 3-4 hours a day: 1,277 hours a year on my phone, 53 days end to end, 7 years of my life by 80. two taps to see yours.',
  )
  expect(page.card).toEqual({
    path: '/images/results/25-34-3-4.png',
    width: 1200,
    height: 630,
    alt: '1,277 hours a year on my phone: 53 days a year, 7 years of my life by 80. touch grass screen time calculator.',
  })
  expect(page.story).toMatchObject({ path: '/images/results/25-34-3-4-story.png', width: 1080 })
})

test('one year is one year, not "1 years"', () => {
  expect(resultPage('45-54', '1-2').description).toContain('1 year of my life')
})

test('30 answers, 30 pages, each with pictures of its own', () => {
  const pages = allAnswers.map(({ age, hours }) => resultPage(age, hours))
  expect(pages).toHaveLength(30)
  expect(new Set(pages.map((page) => page.path)).size).toBe(30)
  expect(new Set(pages.map((page) => page.card.path)).size).toBe(30)
  expect(new Set(pages.map((page) => page.story.path)).size).toBe(30)
})

test('an answer that is not an option is refused loudly', () => {
  expect(() => resultPage('99-100', '3-4')).toThrow('no such answer: 99-100 / 3-4')
})
