// @vitest-environment node
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  initialSubmitStatus,
  submitReducer,
  withMinimumDuration,
  type SubmitStatus,
} from './submit-status'

type SubmitState = SubmitStatus<'network' | 'server' | 'rejected'>

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const sending: SubmitState = { status: 'sending' }

test('starts idle', () => {
  expect(initialSubmitStatus).toEqual({ status: 'idle' })
})

test('send starts sending from idle, sent and failed', () => {
  for (const state of [
    { status: 'idle' },
    { status: 'sent' },
    { status: 'failed', reason: 'network' },
  ] satisfies SubmitState[]) {
    expect(submitReducer(state, { type: 'send' })).toEqual(sending)
  }
})

test('a second send while sending changes nothing', () => {
  expect(submitReducer(sending, { type: 'send' })).toBe(sending)
})

test('sending ends in sent or in failed with the reason', () => {
  expect(submitReducer(sending, { type: 'succeed' })).toEqual({ status: 'sent' })
  expect(submitReducer(sending, { type: 'fail', reason: 'rejected' })).toEqual({
    status: 'failed',
    reason: 'rejected',
  })
})

test("a failure ends in failed, from where a send tries again (the waitlist's retry)", () => {
  const failed = submitReducer(sending, { type: 'fail', reason: 'network' })
  expect(submitReducer(failed, { type: 'send' })).toEqual(sending)
})

test('a failure that arrives when nothing is sending is ignored', () => {
  const idle: SubmitState = { status: 'idle' }
  expect(submitReducer(idle, { type: 'fail', reason: 'server' })).toBe(idle)
})

test('a success that arrives after its time limit replaces the failure it was shown as', () => {
  const failed: SubmitState = { status: 'failed', reason: 'network' }
  expect(submitReducer(failed, { type: 'succeed' })).toEqual({ status: 'sent' })
})

test('clear ends a shown success or failure, never a send in progress', () => {
  expect(submitReducer({ status: 'sent' }, { type: 'clear' })).toEqual({ status: 'idle' })
  expect(submitReducer({ status: 'failed', reason: 'server' }, { type: 'clear' })).toEqual({
    status: 'idle',
  })
  expect(submitReducer(sending, { type: 'clear' })).toBe(sending)
})

test('a fast answer still waits for the minimum', async () => {
  const done = vi.fn()
  void withMinimumDuration(Promise.resolve('answer'), 2000).then(done)
  await vi.advanceTimersByTimeAsync(1999)
  expect(done).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(done).toHaveBeenCalledWith('answer')
})

test('a slow answer is not delayed further', async () => {
  const done = vi.fn()
  const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 3500))
  void withMinimumDuration(slow, 2000).then(done)
  await vi.advanceTimersByTimeAsync(3499)
  expect(done).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(done).toHaveBeenCalledWith('late')
})
