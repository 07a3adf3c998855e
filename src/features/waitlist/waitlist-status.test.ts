import { expect, test } from 'vitest'
import { initialWaitlistState, waitlistReducer } from './waitlist-status'

test('starts idle', () => {
  expect(initialWaitlistState).toEqual({ status: 'idle' })
})

test('submit moves idle to loading, and saving moves loading to success', () => {
  const loading = waitlistReducer(initialWaitlistState, { type: 'submit' })
  expect(loading).toEqual({ status: 'loading' })
  expect(waitlistReducer(loading, { type: 'saved' })).toEqual({ status: 'success' })
})

test('a failed save goes back to idle with the spec message', () => {
  const loading = waitlistReducer(initialWaitlistState, { type: 'submit' })
  expect(waitlistReducer(loading, { type: 'failed' })).toEqual({
    status: 'idle',
    error: 'something went wrong. please try again.',
  })
})

test('a second submit while saving changes nothing', () => {
  const loading = waitlistReducer(initialWaitlistState, { type: 'submit' })
  expect(waitlistReducer(loading, { type: 'submit' })).toBe(loading)
})

test('submitting again after a failure clears the error', () => {
  const failed = waitlistReducer({ status: 'loading' }, { type: 'failed' })
  expect(waitlistReducer(failed, { type: 'submit' })).toEqual({ status: 'loading' })
})
