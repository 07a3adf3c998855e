import { useRef } from 'react'
import { useOnDemand, type OnDemand } from './on-demand'
import { reloadToResume, useResumed } from './resume'

/** What a form's fields hold, by name, as its no-JavaScript post would send them. */
function formValues(form: HTMLFormElement | null) {
  const values: Record<string, string> = {}
  if (form)
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string') values[name] = value
  return values
}

type SubmitOnDemandOptions = {
  formRef: React.RefObject<HTMLFormElement | null>
  /** Under this key a submit survives a reload (resume.ts). */
  resumeKey: string
  /** Puts values into the form's state: what the fields hold before each send, or a resumed submit's. */
  fill: (values: Record<string, string>) => void
  /** The form's checked send (react-hook-form's `handleSubmit(...)`), once its code is here. */
  send: () => Promise<void>
  /** The code could not load and the browser is offline: say so, keep everything. */
  offline: () => void
}

/**
 * For a form that is react-hook-form from the first paint but whose checks (zod and its
 * resolver, decision 100) are code on demand (decision 082): fetched on intent (`prefetch`, for
 * the fields' focus) or by the first submit, which shows as `pending` meanwhile and goes on
 * once the code is here. If the code cannot load: offline, `offline()`; online (a release
 * removed the chunk), the page loads again and the submit carries on there with what the form
 * held, never as the form's no-JavaScript post.
 *
 * One intent, one send: a submit while the last one is still being handled is ignored, however
 * many clicks or Enter presses arrive in one task (the submit buttons stay focusable meanwhile,
 * `aria-disabled`: a disabled one drops focus to `<body>`).
 */
export function useSubmitOnDemand<T>(
  code: OnDemand<T>,
  { formRef, resumeKey, fill, send, offline }: SubmitOnDemandOptions,
) {
  const busy = useRef(false)
  const loader = useOnDemand(
    code,
    () => reloadToResume(resumeKey, formValues(formRef.current)) || offline(),
    offline,
  )
  const submit = () =>
    loader.run(() => {
      if (busy.current) return
      busy.current = true
      // The fields are the truth: a choice put back after a press during hydration (held-actions)
      // changes a radio without an event React reads.
      fill(formValues(formRef.current))
      void send().finally(() => (busy.current = false))
    })
  useResumed(resumeKey, (values) => {
    fill(values)
    submit()
  })
  return {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      submit()
    },
    submit,
    prefetch: loader.prefetch,
    pending: loader.pending,
  }
}
