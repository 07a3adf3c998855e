import { waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'

// Stands in for Firebase Analytics: starting takes as long as the test lets it (on a slow phone,
// the tag's support check and download); stopping stops only what has started.
const measurement = vi.hoisted(() => {
  const events: string[] = []
  let running = false
  let finishStarting: (() => void) | undefined
  return {
    events,
    finishStarting: () => finishStarting?.(),
    module: {
      startMeasurement: async () => {
        events.push('starting')
        await new Promise<void>((resolve) => (finishStarting = resolve))
        running = true
        events.push('started')
      },
      stopMeasurement: () => {
        if (!running) return events.push('nothing to stop')
        running = false
        events.push('stopped')
      },
    },
  }
})
vi.mock('./firebase-measurement', () => measurement.module)

const { applyStoredConsent, consentStorageKey, saveConsent } = await import('./consent')

afterEach(() => {
  localStorage.clear()
  measurement.events.length = 0
})

test('a reject pressed while an earlier accept is still starting analytics stops it', async () => {
  localStorage.setItem(consentStorageKey, 'granted')
  applyStoredConsent()
  await waitFor(() => expect(measurement.events).toEqual(['starting']))
  saveConsent('denied')
  measurement.finishStarting()
  await waitFor(() => expect(measurement.events).toEqual(['starting', 'started', 'stopped']))
})

test('an accept taken back before the analytics code arrived never starts it', async () => {
  saveConsent('granted')
  saveConsent('denied')
  await waitFor(() => expect(measurement.events).toEqual(['nothing to stop', 'nothing to stop']))
})
