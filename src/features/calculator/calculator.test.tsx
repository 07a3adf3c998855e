import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { timing } from '@/content/product'
import { Calculator } from './calculator'
import type { CalculatorSearch } from './calculator-search'

let prefersReducedMotion = false

beforeEach(() => {
  vi.useFakeTimers()
  prefersReducedMotion = false
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && prefersReducedMotion,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  delete window.dataLayer
  delete window.gtag
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The route's part: answers live in state here instead of the URL. */
function renderCalculator(initial: CalculatorSearch = {}) {
  const onAnswersChange = vi.fn()
  function Harness() {
    const [answers, setAnswers] = useState(initial)
    return (
      <Calculator
        answers={answers}
        onAnswersChange={(next) => {
          onAnswersChange(next)
          setAnswers(next)
        }}
      />
    )
  }
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  return { user, onAnswersChange, ...render(<Harness />) }
}

const events = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

const passStepTransition = () => act(() => vi.advanceTimersByTime(timing.stepTransitionMs))

test('asks the age first, as big buttons with full names, and says which step this is', () => {
  renderCalculator()
  const calculator = screen.getByRole('region', { name: 'screen time calculator' })
  expect(within(calculator).getByText('step 1 of 3')).toBeTruthy()
  const question = screen.getByRole('heading', { level: 2, name: /how old are you/ })
  const options = within(screen.getByRole('list', { name: question.textContent! })).getAllByRole(
    'button',
  )
  expect(options.map((option) => option.textContent)).toEqual([
    '14-24 years old',
    '25-34 years old',
    '35-44 years old',
    '45-54 years old',
    '55+ years old',
  ])
})

test('choosing an age records it, waits for the step transition, then asks for screen time', async () => {
  const { user, onAnswersChange } = renderCalculator()
  await user.click(screen.getByRole('button', { name: '25-34 years old' }))
  expect(events()).toEqual([['event', 'select_age_range', { age_range: '25-34' }]])

  act(() => vi.advanceTimersByTime(timing.stepTransitionMs - 1))
  expect(onAnswersChange).not.toHaveBeenCalled()
  expect(screen.getByRole('heading', { name: /how old are you/ })).toBeTruthy()

  act(() => vi.advanceTimersByTime(1))
  expect(onAnswersChange).toHaveBeenCalledExactlyOnceWith({ age: '25-34' })
  const question = screen.getByRole('heading', { level: 2, name: /phone each day/ })
  expect(document.activeElement).toBe(question)
  expect(screen.getByText('step 2 of 3')).toBeTruthy()
})

test('a second tap during the transition changes nothing', async () => {
  const { user, onAnswersChange } = renderCalculator()
  await user.click(screen.getByRole('button', { name: '14-24 years old' }))
  await user.click(screen.getByRole('button', { name: '55+ years old' }))
  passStepTransition()
  expect(onAnswersChange).toHaveBeenCalledExactlyOnceWith({ age: '14-24' })
  expect(events()).toHaveLength(1)
})

test('choosing screen time records it and opens the results for both answers', async () => {
  const { user, onAnswersChange } = renderCalculator({ age: '35-44' })
  await user.click(screen.getByRole('button', { name: '6+ hours' }))
  expect(events()[0]).toEqual(['event', 'select_screen_time', { screen_time: '6-plus' }])
  passStepTransition()
  expect(onAnswersChange).toHaveBeenCalledExactlyOnceWith({ age: '35-44', hours: '6-plus' })
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: /damage/ }))
})

test('the results: numbers from the formula, described once on the heading, recorded once', () => {
  renderCalculator({ age: '25-34', hours: '3-4' })
  expect(screen.getByText('step 3 of 3')).toBeTruthy()
  const heading = screen.getByRole('heading', { level: 2, name: 'right. here is the damage.' })
  const summary = document.getElementById(heading.getAttribute('aria-describedby')!)
  expect(summary?.textContent).toContain('every year, your phone gets 1,277 hours of you.')
  expect(summary?.textContent).toContain('53 days')
  expect(summary?.textContent).toContain('by 80, that adds up to 7 years of your life.')
  expect(summary?.textContent).toContain('7 springs and 7 summers')
  expect(events()).toEqual([
    [
      'event',
      'view_results',
      {
        age_range: '25-34',
        screen_time: '3-4',
        yearly_hours: 1277,
        yearly_days: 53,
        lifetime_years: 7,
      },
    ],
  ])
  // arriving by a share link does not move focus
  expect(document.activeElement).toBe(document.body)
})

const revealStates = () =>
  Array.from(document.querySelectorAll('[data-state]'), (node) => node.getAttribute('data-state'))

/** Answers the last question, as a visitor would: results reached this way are revealed in turn. */
function answerToResults() {
  const rendered = renderCalculator({ age: '45-54' })
  fireEvent.click(screen.getByRole('button', { name: '1-2 hours' }))
  passStepTransition()
  return rendered
}

test('a result opened by its link shows every line at once, as its prerendered page does', () => {
  renderCalculator({ age: '45-54', hours: '1-2' })
  expect(revealStates()).toEqual(Array(7).fill('shown'))
  expect(screen.queryByRole('button', { name: 'show all now' })).toBeNull()
})

test('result lines appear on the schedule; the App Store link only with the last one', () => {
  answerToResults()
  // six lines, plus the life picture that comes with line four
  expect(revealStates()).toEqual(Array(7).fill('hidden'))
  expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeTruthy()

  act(() => vi.advanceTimersByTime(300))
  expect(revealStates().filter((state) => state === 'shown')).toHaveLength(1)
  act(() => vi.advanceTimersByTime(14_000 - 300 - 1))
  expect(revealStates().at(-1)).toBe('hidden')
  expect(screen.getByRole('button', { name: 'show all now' })).toBeTruthy()
  act(() => vi.advanceTimersByTime(1))
  expect(revealStates()).toEqual(Array(7).fill('shown'))
  expect(screen.queryByRole('button', { name: 'show all now' })).toBeNull()
})

test('"show all now" shows everything and hands focus to the heading', async () => {
  const { user } = answerToResults()
  await user.click(screen.getByRole('button', { name: 'show all now' }))
  expect(revealStates()).toEqual(Array(7).fill('shown'))
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: /damage/ }))
})

test('focus resting on "show all now" moves to the heading when the last line arrives', () => {
  answerToResults()
  act(() => screen.getByRole('button', { name: 'show all now' }).focus())
  act(() => vi.advanceTimersByTime(14_000))
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: /damage/ }))
})

test('with reduced motion everything is there at once and steps change without the wait', () => {
  prefersReducedMotion = true
  const { onAnswersChange } = renderCalculator({ age: '14-24' })
  // fireEvent, not user-event: user-event's own zero-delay flush would run the zero-delay
  // commit outside act(), leaving its render unflushed in this test.
  fireEvent.click(screen.getByRole('button', { name: '2-3 hours' }))
  act(() => vi.advanceTimersByTime(0))
  expect(onAnswersChange).toHaveBeenCalledExactlyOnceWith({ age: '14-24', hours: '2-3' })
  expect(revealStates()).toEqual(Array(7).fill('shown'))
  expect(screen.queryByRole('button', { name: 'show all now' })).toBeNull()
})

test('"start again" goes back to the first question', async () => {
  const { user, onAnswersChange } = renderCalculator({ age: '25-34', hours: '3-4' })
  await user.click(screen.getByRole('button', { name: 'start again' }))
  expect(onAnswersChange).toHaveBeenCalledExactlyOnceWith({})
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: /how old are you/ }))
})

test('answers changed from outside (the back button) move focus to that step', () => {
  const onAnswersChange = vi.fn()
  const { rerender } = render(
    <Calculator answers={{ age: '25-34' }} onAnswersChange={onAnswersChange} />,
  )
  rerender(<Calculator answers={{}} onAnswersChange={onAnswersChange} />)
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: /how old are you/ }))
  expect(onAnswersChange).not.toHaveBeenCalled()
})
