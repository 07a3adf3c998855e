import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { timing } from '@/content/product'
import { useCarriedSubmit, type CarriedSubmit } from '@/lib/loading/deferred-form'
import { withMinimumDuration, type SubmitEvent } from '@/lib/submit-status'
import { clearDraft, draftFromValues } from './contact-draft'
import { ContactFormLayout, type ContactFormLayoutProps } from './contact-form-layout'
import { buildContactPayload } from './contact-payload'
import { sendContactMessage, type SendFailure } from './contact-send'
import { contactSchema, type ContactFormInput, type ContactFormValues } from './contact.schema'

type LiveContactFormProps = Omit<
  ContactFormLayoutProps,
  'onSubmit' | 'fieldProps' | 'errors' | 'submitCount' | 'honey'
> & {
  formRef: React.RefObject<HTMLFormElement | null>
  carried: CarriedSubmit
  dispatch: (event: SubmitEvent<SendFailure>) => void
  onSent: () => void
}

const empty = { name: '', email: '', message: '', inquiryType: undefined }

const honeyIn = (form: HTMLFormElement | null) => {
  const field = form?.elements.namedItem('_honey')
  return field instanceof HTMLInputElement ? field.value : ''
}

/**
 * The working contact form, loaded on the first submit: react-hook-form with the zod schema. It
 * starts from what the prerendered form held, and submits that once.
 */
export function LiveContactForm({ carried, dispatch, onSent, ...layout }: LiveContactFormProps) {
  const draft = draftFromValues(carried.values)
  const { register, handleSubmit, reset, formState } = useForm<
    ContactFormInput,
    unknown,
    ContactFormValues
  >({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...draft, inquiryType: draft.inquiryType ?? undefined },
    // The error summary takes focus instead (GOV.UK).
    shouldFocusError: false,
  })
  const submit = handleSubmit(async (values) => {
    dispatch({ type: 'send' })
    const result = await withMinimumDuration(
      sendContactMessage(buildContactPayload(values, honeyIn(layout.formRef.current)), {
        timeoutMs: timing.contactTimeoutMs,
      }),
      timing.contactMinimumSendingMs,
    )
    if (!result.ok) {
      dispatch({ type: 'fail', reason: result.reason })
      return
    }
    // The fields themselves, then react-hook-form: a bare reset() would restore the values it
    // started from.
    layout.formRef.current?.reset()
    reset(empty)
    clearDraft()
    onSent()
    dispatch({ type: 'succeed' })
  })
  const onSubmit = useCarriedSubmit(carried, layout.formRef, submit)

  return (
    <ContactFormLayout
      {...layout}
      onSubmit={onSubmit}
      fieldProps={register}
      errors={formState.errors}
      submitCount={formState.submitCount}
      honey={carried.values._honey}
    />
  )
}
