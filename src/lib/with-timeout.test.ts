// @vitest-environment node
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { TimeoutError, withTimeout } from './with-timeout'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

test('passes on the answer and the failure of a task that answers in time', async () => {
  await expect(withTimeout(() => Promise.resolve('saved'), 1000)).resolves.toBe('saved')
  await expect(withTimeout(() => Promise.reject(new Error('refused')), 1000)).rejects.toThrow(
    'refused',
  )
})

test('rejects at the deadline and not a moment before, even if the task ignores its signal', async () => {
  let settled: unknown = 'pending'
  const waiting = withTimeout(() => new Promise(() => {}), 10_000).catch((error: unknown) => {
    settled = error
  })
  await vi.advanceTimersByTimeAsync(9_999)
  expect(settled).toBe('pending')
  await vi.advanceTimersByTimeAsync(1)
  await waiting
  expect(settled).toBeInstanceOf(TimeoutError)
})

test('aborts the signal at the deadline, so a fetch is cancelled', async () => {
  let signal: AbortSignal | undefined
  const waiting = withTimeout((given) => {
    signal = given
    return new Promise(() => {})
  }, 500).catch(() => {})
  expect(signal?.aborted).toBe(false)
  await vi.advanceTimersByTimeAsync(500)
  await waiting
  expect(signal?.aborted).toBe(true)
  expect(signal?.reason).toBeInstanceOf(TimeoutError)
})

test('leaves no timer behind once the task has answered', async () => {
  await withTimeout(() => Promise.resolve(), 1000)
  expect(vi.getTimerCount()).toBe(0)
})
