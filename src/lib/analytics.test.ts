import { beforeEach, expect, test } from 'vitest'
import { track } from './analytics'

beforeEach(() => {
  delete window.dataLayer
  delete window.gtag
})

test('queues an event on the dataLayer in the Google tag command shape', () => {
  track('app_store_click', { location: 'homepage' })
  expect(window.dataLayer).toHaveLength(1)
  expect(Array.from(window.dataLayer?.[0] as ArrayLike<unknown>)).toEqual([
    'event',
    'app_store_click',
    { location: 'homepage' },
  ])
})

test('does not throw when the analytics function itself fails', () => {
  window.gtag = () => {
    throw new Error('blocked')
  }
  expect(() => track('android_waitlist_click', { location: 'homepage' })).not.toThrow()
})
