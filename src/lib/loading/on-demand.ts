import { useCallback, useEffect, useRef, useState } from 'react'
import { whenLive } from './held-actions'

/**
 * The second half of the loading model: code a page does not need to be live (dialogs, the
 * forms' checks, animation) is fetched when a visitor reaches for it, and the press that needed
 * it acts when it arrives. One `OnDemand` per chunk, at module level.
 */
export type OnDemand<T> = {
  /** The module, once it has loaded. */
  readonly current: T | undefined
  /** Fetches it once; after a failure the next call tries again. */
  load: () => Promise<T>
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let current: T | undefined
  let pending: Promise<T> | undefined
  return {
    get current() {
      return current
    },
    load() {
      // A browser may remember a failed import for the rest of the visit (Chromium 150 does),
      // turning a moment offline into the fallback for good: so nothing is fetched while the
      // browser knows it is offline, and the next press once it is back fetches for real.
      pending ??= (navigator.onLine ? importer() : Promise.reject(new Error('offline'))).then(
        (module) => (current = module),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
  }
}

/**
 * After code failed to load. If the server still answers, the chunk is from a build no longer
 * deployed (a 404 after a release): `fallback` loads the page again and resumes the action there
 * (resume.ts). Otherwise the visitor is offline: `offline` says so, and the next press retries.
 */
export async function recoverFromMissingCode(fallback: () => void, offline: () => void = () => {}) {
  if (!navigator.onLine) return offline()
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
  } catch {
    return offline()
  }
  fallback()
}

/**
 * For a control whose action needs `code`: `run(action)` acts at once if the code is there, else
 * shows pending (`pendingProps`), loads it and acts once, however often pressed meanwhile.
 * `prefetch` starts the download on intent (`intentProps`); `module` is the code, for rendering.
 */
export function useOnDemand<T>(code: OnDemand<T>, fallback: () => void, offline?: () => void) {
  const [module, setModule] = useState<T | undefined>(undefined)
  const [pending, setPending] = useState(false)
  const waiting = useRef<((module: T) => void) | null>(null)

  const run = useCallback(
    (action: (module: T) => void = () => {}) => {
      const ready = code.current
      if (ready !== undefined) {
        setModule(() => ready)
        action(ready)
        return
      }
      const alreadyWaiting = waiting.current !== null
      waiting.current = action
      if (alreadyWaiting) return
      setPending(true)
      code.load().then(
        (loaded) => {
          const act = waiting.current
          waiting.current = null
          setPending(false)
          setModule(() => loaded)
          act?.(loaded)
        },
        () => {
          waiting.current = null
          setPending(false)
          void recoverFromMissingCode(fallback, offline)
        },
      )
    },
    [code, fallback, offline],
  )

  const prefetch = useCallback(() => {
    code.load().catch(() => {})
  }, [code])

  return {
    module,
    run,
    prefetch,
    pending,
    /** The same pending state as a press held before the page was live (held-actions). */
    pendingProps: pending ? { 'data-pending': '', 'aria-busy': true as const } : {},
    intentProps: {
      onPointerEnter: prefetch,
      onPointerDown: prefetch,
      onFocus: prefetch,
      onKeyDown: prefetch,
    },
  }
}

/**
 * For code a visitor reaches for soon (the menu, the waitlist dialog), `chunk` being the name of
 * the chunk it is in (its module's file name): fetched once the page is live and the browser idle,
 * so a first press acts as fast as a repeated one instead of waiting for the download. With Data
 * Saver on, it waits for intent. Spread `codeProps` on the control: a press on it held before live
 * has the after-paint loader fetch the chunk at once, and the code is ready when the page goes live.
 */
export function useLoadAhead(code: OnDemand<unknown>, chunk: string) {
  useEffect(() => {
    const load = () => void code.load().catch(() => {})
    // Held before live: fetched already (the loader), so ready for the replay at live.
    if (document.querySelector(`[data-pending][data-code="${chunk}"]`)) return load()
    let cancelIdle = () => {}
    const stopWaiting = whenLive(() => {
      if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return
      // Safari has no idle callback: there, the next task after live.
      if ('requestIdleCallback' in window) {
        const idle = requestIdleCallback(load, { timeout: 2000 })
        cancelIdle = () => cancelIdleCallback(idle)
      } else {
        const next = setTimeout(load)
        cancelIdle = () => clearTimeout(next)
      }
    })
    return () => {
      stopWaiting()
      cancelIdle()
    }
  }, [code, chunk])
  return { codeProps: { 'data-code': chunk } }
}
