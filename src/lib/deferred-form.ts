import { useEffect, useRef, useState } from 'react'
import { useOnDemand, type OnDemand } from './on-demand'

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

/**
 * Both forms on a page's first load (the inline waitlist, contact): the form library and schema
 * (their size is in decision 100) are code on demand (decision 082). Until a submit, the form is the
 * prerendered HTML form, uncontrolled, so what was typed or autofilled before any script ran
 * stays. A submit shows the pending state while the code arrives; then `live` holds the module and
 * what the form held, the page renders the working form from them, and that form submits once
 * (`useCarriedSubmit`). If the code cannot load: offline, `offline()`; online (a deploy removed
 * the chunk), the form posts itself, as it would without JavaScript.
 */
export function useDeferredForm<T>(code: OnDemand<T>, offline?: () => void) {
  const formRef = useRef<HTMLFormElement>(null)
  const postNatively = useRef(false)
  const [carried, setCarried] = useState<CarriedSubmit | null>(null)
  const loader = useOnDemand(
    code,
    () => {
      const form = formRef.current
      if (!form) return
      postNatively.current = true
      form.noValidate = false
      form.requestSubmit()
    },
    offline,
  )
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (postNatively.current) return
    event.preventDefault()
    // Read when the code is here: typing while it loads counts too.
    loader.run(() => {
      if (formRef.current) setCarried(carry(formRef.current))
    })
  }
  const live = carried && loader.module ? { module: loader.module, carried } : null
  return { formRef, onSubmit, prefetch: loader.prefetch, pending: loader.pending, live }
}

/**
 * In the working form: gives focus back to where it was in the form it replaced, and acts on
 * the carried submit once (a submit is not idempotent; Strict Mode runs effects twice). Returns
 * the form's submit handler, which ignores a press while `sending`: the submit buttons stay
 * focusable then (`aria-disabled`), since a disabled one drops focus to `<body>`.
 */
export function useCarriedSubmit(
  carried: CarriedSubmit | undefined,
  formRef: React.RefObject<HTMLFormElement | null>,
  submit: (event?: React.FormEvent<HTMLFormElement>) => Promise<void>,
  sending: boolean,
) {
  const waiting = useRef(carried)
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
    void submit()
    // Only the first render's submit counts; `submit` changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (event: React.FormEvent<HTMLFormElement>) => {
    if (sending) event.preventDefault()
    else void submit(event)
  }
}
