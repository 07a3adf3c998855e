import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import homeWords from 'virtual:content/home-words'
import { timing } from '@/content/product'
import { nextWordIndex, useWordRotation } from './use-word-rotation'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const words = homeWords.rotatingWords

function renderRotation(autoStart = true) {
  return renderHook(() =>
    useWordRotation({ count: words.length, intervalMs: timing.wordRotationMs, autoStart }),
  )
}

test('wraps from the last word to the first', () => {
  expect(nextWordIndex(5, 6)).toBe(0)
  expect(nextWordIndex(0, 6)).toBe(1)
})

test('advances every 2000 ms, not before', () => {
  expect(timing.wordRotationMs).toBe(2000)
  const { result } = renderRotation()
  expect(result.current.index).toBe(0)
  act(() => vi.advanceTimersByTime(1999))
  expect(result.current.index).toBe(0)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current.index).toBe(1)
  act(() => vi.advanceTimersByTime(2000))
  expect(result.current.index).toBe(2)
})

test('goes through every word in order and back to the first', () => {
  const { result } = renderRotation()
  const seen = [words[result.current.index]]
  for (let step = 0; step < words.length; step++) {
    act(() => vi.advanceTimersByTime(timing.wordRotationMs))
    seen.push(words[result.current.index])
  }
  expect(seen).toEqual([...words, words[0]])
})

test('pausing stops the rotation and playing resumes it from the same word', () => {
  const { result } = renderRotation()
  act(() => vi.advanceTimersByTime(2000))
  act(() => result.current.toggle())
  expect(result.current.playing).toBe(false)
  act(() => vi.advanceTimersByTime(10_000))
  expect(result.current.index).toBe(1)
  act(() => result.current.toggle())
  act(() => vi.advanceTimersByTime(2000))
  expect(result.current.index).toBe(2)
})

test('does not start by itself when motion is reduced, but can be started', () => {
  const { result } = renderRotation(false)
  act(() => vi.advanceTimersByTime(10_000))
  expect(result.current.index).toBe(0)
  expect(result.current.playing).toBe(false)
  act(() => result.current.toggle())
  act(() => vi.advanceTimersByTime(2000))
  expect(result.current.index).toBe(1)
})
