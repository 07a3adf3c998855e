import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl } from 'react-hook-form'
import { contactSchema, type ContactFormInput, type ContactFormValues } from './contact.schema'

/**
 * The form's react-hook-form control, created outside React so that it (with zod/mini and the
 * resolver, about 19 kB gzip) can load on first interaction instead of with the page. The
 * fields are uncontrolled inputs that exist before this does; registering them reads what
 * the visitor already typed from the DOM, so nothing is lost when it arrives.
 */
export function createContactFormController() {
  return createFormControl<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
  })
}

export type ContactFormController = ReturnType<typeof createContactFormController>
