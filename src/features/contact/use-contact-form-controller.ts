import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { FieldErrors as HookFormErrors } from 'react-hook-form'
import { contactFields, type ContactField } from '@/content/contact'
import { onDemand } from '@/lib/on-demand'
import { readDraft } from './contact-draft'
import type * as controllerModule from './contact-form-controller'
import type { ContactFormController } from './contact-form-controller'
import type { ContactFormInput } from './contact.schema'

/** The message for each field that has a problem right now. */
export type FieldErrors = Partial<Record<ContactField, string>>

export type ControllerModule = typeof controllerModule

// Fetched on the first focus in the form or on submit (docs/decisions/082).
const controllerCode = onDemand(
  (): Promise<ControllerModule> => import('./contact-form-controller'),
)

export function toFieldErrors(errors: HookFormErrors<ContactFormInput>): FieldErrors {
  const messages: FieldErrors = {}
  for (const field of contactFields) {
    const message = errors[field]?.message
    if (message) messages[field] = message
  }
  return messages
}

const sameErrors = (a: FieldErrors, b: FieldErrors) =>
  contactFields.every((field) => a[field] === b[field])

/**
 * Loads the react-hook-form controller on demand (first focus or submit) and mirrors its
 * errors into React state. `ensure` resolves only once the fields have registered, so a
 * submit that arrives before the controller did still validates what is on the screen.
 */
export function useContactFormController(
  formRef: React.RefObject<HTMLFormElement | null>,
  load: () => Promise<ControllerModule> = controllerCode.load,
) {
  const [controller, setController] = useState<ContactFormController | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const pending = useRef<Promise<ContactFormController> | null>(null)
  const unsubscribe = useRef<(() => void) | null>(null)

  useEffect(() => () => unsubscribe.current?.(), [])

  const ensure = useCallback(() => {
    pending.current ??= load().then(
      ({ createContactFormController }) => {
        const form = formRef.current
        if (!form) throw new Error('the contact form is not mounted')
        const created = createContactFormController(readDraft(form))
        unsubscribe.current = created.subscribe({
          formState: { errors: true },
          // Registering a field also notifies subscribers; keep the state (and skip a
          // render) unless a message really changed, or registering and rendering loop.
          callback: (state) => {
            const next = toFieldErrors(state.errors ?? {})
            setErrors((current) => (sameErrors(current, next) ? current : next))
          },
        })
        flushSync(() => setController(created))
        return created
      },
      (error: unknown) => {
        pending.current = null
        throw error
      },
    )
    return pending.current
  }, [formRef, load])

  /** Shows these errors now (not on the next render), so focus can move to them. */
  const showErrors = useCallback((next: HookFormErrors<ContactFormInput>) => {
    flushSync(() => setErrors(toFieldErrors(next)))
  }, [])

  return { controller, errors, ensure, showErrors }
}
