import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { timing } from '@/content/product'
import { useStepTransition } from './use-step-transition'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('holds the choice for the step transition, then commits it once', () => {
  const onCommit = vi.fn()
  const { result } = renderHook(() => useStepTransition(onCommit, timing.stepTransitionMs))
  expect(result.current.chosen).toBeNull()

  act(() => result.current.choose('25-34'))
  expect(result.current.chosen).toBe('25-34')
  act(() => vi.advanceTimersByTime(timing.stepTransitionMs - 1))
  expect(onCommit).not.toHaveBeenCalled()

  act(() => vi.advanceTimersByTime(1))
  expect(onCommit).toHaveBeenCalledExactlyOnceWith('25-34')
  act(() => vi.advanceTimersByTime(5000))
  expect(onCommit).toHaveBeenCalledOnce()
})

test('ignores a second choice while the first is on its way', () => {
  const onCommit = vi.fn()
  const { result } = renderHook(() => useStepTransition(onCommit, timing.stepTransitionMs))
  act(() => result.current.choose('1-2'))
  act(() => vi.advanceTimersByTime(200))
  act(() => result.current.choose('6-plus'))
  expect(result.current.chosen).toBe('1-2')
  act(() => vi.advanceTimersByTime(timing.stepTransitionMs))
  expect(onCommit).toHaveBeenCalledExactlyOnceWith('1-2')
})

test('commits with the latest callback even if it changed during the wait', () => {
  const first = vi.fn()
  const latest = vi.fn()
  const { result, rerender } = renderHook(
    ({ onCommit }) => useStepTransition(onCommit, timing.stepTransitionMs),
    { initialProps: { onCommit: first } },
  )
  act(() => result.current.choose('3-4'))
  act(() => vi.advanceTimersByTime(250))
  rerender({ onCommit: latest })
  act(() => vi.advanceTimersByTime(250))
  expect(first).not.toHaveBeenCalled()
  expect(latest).toHaveBeenCalledExactlyOnceWith('3-4')
})

test('a step that goes away before the wait is over commits nothing', () => {
  const onCommit = vi.fn()
  const { result, unmount } = renderHook(() => useStepTransition(onCommit, timing.stepTransitionMs))
  act(() => result.current.choose('45-54'))
  unmount()
  vi.advanceTimersByTime(timing.stepTransitionMs)
  expect(onCommit).not.toHaveBeenCalled()
})

test('with no delay (reduced motion) it commits on the next tick', () => {
  const onCommit = vi.fn()
  const { result } = renderHook(() => useStepTransition(onCommit, 0))
  act(() => result.current.choose('5-6'))
  act(() => vi.advanceTimersByTime(0))
  expect(onCommit).toHaveBeenCalledExactlyOnceWith('5-6')
})
