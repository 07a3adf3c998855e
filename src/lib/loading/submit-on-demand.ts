import { useRef } from 'react'
import {
  useForm,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form'
import { useOnDemand, type OnDemand } from './on-demand'
import { reloadToResume, useResumed } from './resume'

/** What a control holds on the page now: its radio group's choice, or its text. */
function heldOnPage(control: Element) {
  if (!(control instanceof HTMLInputElement)) return (control as HTMLTextAreaElement).value
  if (control.type !== 'radio') return control.value
  const group = [...document.getElementsByName(control.name)] as HTMLInputElement[]
  return group.find((radio) => radio.form === control.form && radio.checked)?.value
}

const registered = new WeakSet<Element>()

/**
 * react-hook-form's `register(name)`, taking what the control holds on the page when it first
 * registers (at commit), whenever that is: before or during hydration, or while the form registers
 * a radio group one radio at a time (unchecking those registered so far when the first is not the
 * chosen one). What a visitor chose or typed is never written over.
 */
function registerAsHeld<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
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

type FormOnDemandOptions<V extends FieldValues> = {
  /** Under this key a submit survives a reload (resume.ts). */
  resumeKey: string
  /** The send, with the checked values, once the checks are here; `invalid` when they fail. */
  send: SubmitHandler<V>
  invalid?: SubmitErrorHandler<V>
  /** The code could not load and the browser is offline: say so, keep everything. */
  offline: () => void
  /** False where a failed submit moves focus somewhere else (the contact form's summary). */
  shouldFocusError?: boolean
}

/**
 * A form that is react-hook-form from the first paint, its checks (zod) code on demand: fetched
 * on a field's focus or by the first submit, `pending` until they arrive. If they cannot load:
 * offline, `offline()`; online (a release removed the chunk), the page loads again and the submit
 * carries on there with what the form held, never as the form's no-JavaScript post.
 *
 * One intent, one send: a submit while the last one is being handled is ignored, however many
 * clicks or Enter presses arrive in one task (the submit buttons stay focusable, `aria-disabled`).
 */
export function useFormOnDemand<V extends FieldValues>(
  checks: OnDemand<{ resolver: Resolver<V> }>,
  { resumeKey, send, invalid, offline, shouldFocusError = true }: FormOnDemandOptions<V>,
) {
  // No default values: each field takes what the page holds when it registers.
  const form = useForm<V>({
    resolver: (...args) => {
      if (!checks.current) throw new Error('a form validated before its checks loaded')
      return checks.current.resolver(...args)
    },
    shouldFocusError,
  })
  const busy = useRef(false)
  const loader = useOnDemand(
    checks,
    () => reloadToResume(resumeKey, form.getValues()) || offline(),
    offline,
  )
  // What react-hook-form holds is sent: each field took what the page held as it registered, and
  // every change since.
  const submit = () =>
    loader.run(() => {
      if (busy.current) return
      busy.current = true
      void form
        .handleSubmit(send, invalid)()
        .finally(() => (busy.current = false))
    })
  useResumed(resumeKey, (values) => {
    for (const [name, value] of Object.entries(values))
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>)
    submit()
  })
  return {
    form,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      submit()
    },
    submit,
    pending: loader.pending,
    /** A field's props: registered as it is held on the page, fetching the checks on focus. */
    field: (name: Path<V>) => ({ ...registerAsHeld(form, name), onFocus: loader.prefetch }),
  }
}
