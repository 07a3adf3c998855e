import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl } from 'react-hook-form'
import type { ContactDraft } from './contact-draft'
import { contactSchema, type ContactFormInput, type ContactFormValues } from './contact.schema'

/**
 * The form's react-hook-form control, created outside React so that it (with zod/mini and the
 * resolver, about 17 kB gzip) can load on first interaction instead of with the page. The
 * fields are uncontrolled inputs that exist before this does, so it starts from what they
 * hold (`current`): registering a radio group would otherwise uncheck the visitor's choice.
 */
export function createContactFormController(current: ContactDraft) {
  return createFormControl<ContactFormInput, unknown, ContactFormValues>({
    defaultValues: { ...current, inquiryType: current.inquiryType ?? undefined },
    resolver: zodResolver(contactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
  })
}

export type ContactFormController = ReturnType<typeof createContactFormController>
