import { useEffect, useRef } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { formHasHandlers } from './held-actions'
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

/** What a control holds on the page now: its radio group's choice, a box's tick or its text. */
function heldOnPage(control: Element) {
  if (!(control instanceof HTMLInputElement)) return (control as HTMLTextAreaElement).value
  if (control.type === 'checkbox') return control.checked
  if (control.type !== 'radio') return control.value
  const group = [...document.getElementsByName(control.name)] as HTMLInputElement[]
  return group.find((radio) => radio.form === control.form && radio.checked)?.value
}

const registered = new WeakSet<Element>()

/**
 * react-hook-form's `register(name)`, taking what the control holds on the page at the moment
 * it first registers (at commit), whenever that is: before hydration, while the page hydrates, or
 * while the form registers a radio group one radio at a time (it unchecks the ones registered so
 * far when the first is not the chosen one). What a visitor chose or typed is never written over.
 */
export function registerAsHeld<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getValues' | 'setValue'>,
  name: Path<T>,
) {
  const field = form.register(name)
  return {
    ...field,
    ref: (control: Element | null) => {
      // Only the first time: after that the form's own changes (a reset after a send) stand.
      const first = control !== null && !registered.has(control)
      if (first) registered.add(control)
      const held = first ? heldOnPage(control) : undefined
      field.ref(control)
      if (held !== undefined && held !== '' && form.getValues(name) !== held)
        form.setValue(name, held as PathValue<T, Path<T>>)
    },
  }
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
 * resolver) are code on demand: fetched on intent (`prefetch`, for
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
  // The page is live only once this form handles its own submit (held-actions).
  useEffect(() => {
    if (formRef.current) formHasHandlers(formRef.current)
  }, [formRef])
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
