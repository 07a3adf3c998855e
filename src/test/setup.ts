import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// A React warning (act, hydration, keys) is a bug: fail the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
})
