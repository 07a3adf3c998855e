import type { SendFailure } from './contact-send'

export type SubmitState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; reason: SendFailure }

export type SubmitEvent =
  { type: 'send' } | { type: 'succeed' } | { type: 'fail'; reason: SendFailure }

export const initialSubmitState: SubmitState = { status: 'idle' }

/**
 * idle, sent or failed --send--> sending --succeed--> sent
 *                                        --fail-----> failed
 * Anything else is ignored: a second send while sending, or a late answer after the fact.
 */
export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'send':
      return state.status === 'sending' ? state : { status: 'sending' }
    case 'succeed':
      return state.status === 'sending' ? { status: 'sent' } : state
    case 'fail':
      return state.status === 'sending' ? { status: 'failed', reason: event.reason } : state
  }
}

/**
 * Resolves with the task's result, but never before `minimumMs` has passed: the spec's
 * sending state lasts at least that long, so a fast answer does not flash by unread.
 */
export async function withMinimumDuration<T>(task: Promise<T>, minimumMs: number): Promise<T> {
  const [result] = await Promise.all([
    task,
    new Promise<void>((resolve) => setTimeout(resolve, minimumMs)),
  ])
  return result
}
