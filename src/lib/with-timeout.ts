export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`)
    this.name = 'TimeoutError'
  }
}

/**
 * The one time limit of the site's writes. `task` gets a signal that aborts at
 * the deadline, which cancels a `fetch`; the returned promise rejects with `TimeoutError` then
 * even when the task cannot be cancelled (a Firestore write takes no signal, and may still land
 * later, harmless since a second write renews the same entry).
 */
export async function withTimeout<T>(
  task: (signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(ms)
      controller.abort(error)
      reject(error)
    }, ms)
  })
  try {
    return await Promise.race([task(controller.signal), deadline])
  } finally {
    clearTimeout(timer)
  }
}
