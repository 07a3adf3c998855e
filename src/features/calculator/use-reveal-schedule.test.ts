import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { timing } from '@/content/product'
import { useRevealSchedule } from './use-reveal-schedule'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('the spec schedule: 0.3, 3, 5, 8, 11 and 14 seconds', () => {
  expect(timing.resultRevealDelaysS).toEqual([0.3, 3, 5, 8, 11, 14])
})

test('reveals line n at its delay after mount and not a millisecond before', () => {
  const { result } = renderHook(() => useRevealSchedule(timing.resultRevealDelaysS, false))
  expect(result.current).toMatchObject({ revealed: 0, complete: false })

  let elapsedMs = 0
  timing.resultRevealDelaysS.forEach((delayS, index) => {
    act(() => vi.advanceTimersByTime(delayS * 1000 - 1 - elapsedMs))
    expect(result.current.revealed, `just before ${delayS} s`).toBe(index)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.revealed, `at ${delayS} s`).toBe(index + 1)
    elapsedMs = delayS * 1000
  })
  expect(result.current.complete).toBe(true)
})

test('revealAll shows everything at once and stops the schedule', () => {
  const { result } = renderHook(() => useRevealSchedule(timing.resultRevealDelaysS, false))
  act(() => vi.advanceTimersByTime(3000))
  expect(result.current.revealed).toBe(2)

  act(() => result.current.revealAll())
  expect(result.current).toMatchObject({ revealed: 6, complete: true })
  expect(vi.getTimerCount()).toBe(0)
})

test('immediate (reduced motion) shows everything from the first render, with no timers', () => {
  const { result } = renderHook(() => useRevealSchedule(timing.resultRevealDelaysS, true))
  expect(result.current).toMatchObject({ revealed: 6, complete: true })
  expect(vi.getTimerCount()).toBe(0)
})

test('switching to reduced motion midway shows the rest at once', () => {
  const { result, rerender } = renderHook(
    ({ immediate }) => useRevealSchedule(timing.resultRevealDelaysS, immediate),
    { initialProps: { immediate: false } },
  )
  act(() => vi.advanceTimersByTime(300))
  expect(result.current.revealed).toBe(1)
  rerender({ immediate: true })
  expect(result.current.revealed).toBe(6)
})
