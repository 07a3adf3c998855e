/**
 * What a form's submit is doing, for both forms (the waitlist's save, the contact form's send).
 * One status at a time:
 *
 * idle, sent or failed --send--> sending --fail--> failed (with the reason)
 * any state --succeed--> sent   (a write that answers after its time limit still succeeded)
 * idle, sent or failed --clear--> idle   (a new submit stopped by a field error)
 *
 * Anything else is ignored: a second send while sending, a failure when nothing is sending.
 */
export type SubmitStatus<Reason extends string> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; reason: Reason }

export type SubmitEvent<Reason extends string> =
  { type: 'send' } | { type: 'succeed' } | { type: 'fail'; reason: Reason } | { type: 'clear' }

export const initialSubmitStatus = { status: 'idle' } as const

export function submitReducer<Reason extends string>(
  state: SubmitStatus<Reason>,
  event: SubmitEvent<Reason>,
): SubmitStatus<Reason> {
  switch (event.type) {
    case 'send':
      return state.status === 'sending' ? state : { status: 'sending' }
    case 'succeed':
      return state.status === 'sent' ? state : { status: 'sent' }
    case 'clear':
      return state.status === 'sending' || state.status === 'idle' ? state : initialSubmitStatus
    case 'fail':
      return state.status === 'sending' ? { status: 'failed', reason: event.reason } : state
  }
}

/**
 * Resolves with the task's result, but never before `minimumMs` has passed: a sending state
 * the spec gives a minimum length does not flash by unread when the answer is fast.
 */
export async function withMinimumDuration<T>(task: Promise<T>, minimumMs: number): Promise<T> {
  const [result] = await Promise.all([
    task,
    new Promise<void>((resolve) => setTimeout(resolve, minimumMs)),
  ])
  return result
}
