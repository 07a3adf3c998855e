import { waitlistCopy } from '@/content/waitlist'

/** idle -> loading -> success, or back to idle with an error (spec section 4). */
export type WaitlistState =
  { status: 'idle'; error?: string } | { status: 'loading' } | { status: 'success' }

export type WaitlistEvent = { type: 'submit' } | { type: 'saved' } | { type: 'failed' }

export const initialWaitlistState: WaitlistState = { status: 'idle' }

export function waitlistReducer(state: WaitlistState, event: WaitlistEvent): WaitlistState {
  switch (event.type) {
    case 'submit':
      // One write at a time: a second submit while saving is ignored.
      return state.status === 'loading' ? state : { status: 'loading' }
    case 'saved':
      return state.status === 'loading' ? { status: 'success' } : state
    case 'failed':
      return state.status === 'loading' ? { status: 'idle', error: waitlistCopy.saveFailed } : state
  }
}
