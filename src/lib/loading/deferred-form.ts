import { useCallback, useEffect, useRef, useState } from 'react'
import { useOnDemand, type OnDemand } from './on-demand'
import { reloadToResume, useResumed } from './resume'

/** What the prerendered form held when the working form replaced it. */
export type CarriedSubmit = {
  values: Record<string, string>
  /** The focused control's id, `submit` for a submit button, or null: the working form gives focus back. */
  focused: string | null
}

function carry(form: HTMLFormElement): CarriedSubmit {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') values[name] = value
  const active = document.activeElement
  const focused =
    !active || !form.contains(active)
      ? null
      : active instanceof HTMLButtonElement
        ? 'submit'
        : active.id || null
  return { values, focused }
}

/** Puts carried values back into a prerendered form's (uncontrolled) fields. */
function fill(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name)
    if (field instanceof RadioNodeList) field.value = value
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.type !== 'hidden') field.value = value
    }
  }
}

/**
 * Both forms on a page's first load (the inline waitlist, contact): the form library and schema
 * (their size is in decision 100) are code on demand (decision 082). Until a submit, the form is the
 * prerendered HTML form, uncontrolled, so what was typed or autofilled before any script ran
 * stays. A submit shows the pending state while the code arrives; then `live` holds the module and
 * what the form held, the page renders the working form from them, and that form submits once
 * (`useCarriedSubmit`). If the code cannot load: offline, `offline()`; online (a release removed
 * the chunk), the page loads again and the submit carries on there with what the form held, under
 * `resumeKey` (resume.ts), never as the form's no-JavaScript post.
 */
export function useDeferredForm<T>(code: OnDemand<T>, resumeKey: string, offline?: () => void) {
  const formRef = useRef<HTMLFormElement>(null)
  const [carried, setCarried] = useState<CarriedSubmit | null>(null)
  const loader = useOnDemand(
    code,
    () => {
      const form = formRef.current
      if (!form || !reloadToResume(resumeKey, carry(form).values)) offline?.()
    },
    offline,
  )
  const { run } = loader
  const start = useCallback(
    () =>
      // Read when the code is here: typing while it loads counts too.
      run(() => {
        if (formRef.current) setCarried(carry(formRef.current))
      }),
    [run],
  )
  useResumed(resumeKey, (values) => {
    if (!formRef.current) return
    fill(formRef.current, values)
    start()
  })
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    start()
  }
  const live = carried && loader.module ? { module: loader.module, carried } : null
  return { formRef, onSubmit, prefetch: loader.prefetch, pending: loader.pending, live }
}

/**
 * In the working form: gives focus back to where it was in the form it replaced, and acts on
 * the carried submit once (a submit is not idempotent; Strict Mode runs effects twice). Returns
 * the form's submit handler. One intent, one send: a submit while the last one is still being
 * handled is ignored, however many clicks or Enter presses arrive in one task (the submit
 * buttons stay focusable meanwhile, `aria-disabled`: a disabled one drops focus to `<body>`).
 */
export function useCarriedSubmit(
  carried: CarriedSubmit | undefined,
  formRef: React.RefObject<HTMLFormElement | null>,
  submit: (event?: React.FormEvent<HTMLFormElement>) => Promise<void>,
) {
  const busy = useRef(false)
  const waiting = useRef(carried)
  const once = (event?: React.FormEvent<HTMLFormElement>) => {
    if (busy.current) {
      event?.preventDefault()
      return
    }
    busy.current = true
    void submit(event).finally(() => (busy.current = false))
  }
  useEffect(() => {
    const first = waiting.current
    if (!first) return
    waiting.current = undefined
    const target =
      first.focused === 'submit'
        ? formRef.current?.querySelector<HTMLElement>('button[type="submit"]:not([hidden])')
        : first.focused
          ? document.getElementById(first.focused)
          : null
    target?.focus()
    once()
    // Only the first render's submit counts; `submit` changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return once
}
