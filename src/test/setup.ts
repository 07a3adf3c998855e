import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// findBy* and waitFor wait as long as a loaded machine needs to show the state (1 s by default):
// they return as soon as it shows, so a quiet machine loses nothing (vitest.config.ts).
configure({ asyncUtilTimeout: 30_000 })

beforeEach(() => {
  // Testing Library drains React work with a setTimeout(0) that it only advances when it sees
  // Jest's fake timers; without this, every user-event call hangs under Vitest's fake timers.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  // A React warning (act, hydration, keys) is a bug: fail the test that caused it.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
