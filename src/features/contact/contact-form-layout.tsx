import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldControlProps,
} from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { contactCopy, type ContactField, type InquiryType } from '@/content/contact'
import type { SubmitStatus } from '@/lib/submit-status'
import type { SendFailure } from './contact-send'
import { formActionFor, returnUrlAfterPost, subjectFor } from './contact-payload'
import { draftStorageKey } from './contact-draft'
import { ErrorSummary } from './error-summary'
import { fieldIds, type ContactErrors } from './field-ids'
import { InquiryTypeField } from './inquiry-type-field'
import { RoutedSubmitButtons } from './routed-submit-buttons'
import { FailedMessage, SentMessage } from './submit-result'

export type ContactFormLayoutProps = {
  formRef: React.Ref<HTMLFormElement>
  onSubmit: React.FormEventHandler<HTMLFormElement>
  onChange: React.FormEventHandler<HTMLFormElement>
  /** The props a field's control takes: its name, and react-hook-form's `register` once it runs. */
  fieldProps: (name: ContactField) => React.ComponentProps<'input'>
  errors: ContactErrors
  /** react-hook-form's count of checked submits (0 before it runs). */
  submitCount?: number
  /** Chosen so far: where the form posts without its script, and the subject it carries. */
  inquiryType: InquiryType | null
  status: SubmitStatus<SendFailure>
  /** A submit waits for the form's code (docs/decisions/082). */
  pending?: boolean
  javaScriptRuns: boolean
  /** What the honeypot held before the working form replaced this one. */
  honey?: string
}

/**
 * The contact form's markup, for the prerendered form and the working one alike. Without
 * JavaScript it is a plain post to FormSubmit with the browser's own checks (060, 090).
 */
export function ContactFormLayout({
  formRef,
  onSubmit,
  onChange,
  fieldProps,
  errors,
  submitCount = 0,
  inquiryType,
  status,
  pending,
  javaScriptRuns,
  honey,
}: ContactFormLayoutProps) {
  const sending = status.status === 'sending'
  const text = (name: 'name' | 'email' | 'message') => ({
    ...fieldProps(name),
    ...fieldControlProps(fieldIds[name], {
      error: errors[name]?.message,
      described: name !== 'name',
    }),
    required: true,
    readOnly: sending,
  })
  return (
    <form
      ref={formRef}
      data-draft={draftStorageKey}
      action={formActionFor(inquiryType)}
      method="post"
      noValidate={javaScriptRuns}
      onSubmit={onSubmit}
      onChange={onChange}
      className="relative"
    >
      <ErrorSummary errors={errors} submitCount={submitCount} />

      <div className="space-y-4">
        <Field>
          <FieldLabel htmlFor={fieldIds.name}>{contactCopy.name.label}</FieldLabel>
          <Input {...text('name')} type="text" autoComplete="name" />
          <FieldError controlId={fieldIds.name}>{errors.name?.message}</FieldError>
        </Field>
        <Field>
          <FieldLabel htmlFor={fieldIds.email}>{contactCopy.email.label}</FieldLabel>
          <FieldDescription controlId={fieldIds.email}>{contactCopy.email.hint}</FieldDescription>
          <Input {...text('email')} type="email" autoComplete="email" spellCheck={false} />
          <FieldError controlId={fieldIds.email} reserve="two-lines-on-phones">
            {errors.email?.message}
          </FieldError>
        </Field>
        <InquiryTypeField
          error={errors.inquiryType?.message}
          radioProps={fieldProps('inquiryType')}
        />
        <Field>
          <FieldLabel htmlFor={fieldIds.message}>{contactCopy.message.label}</FieldLabel>
          <FieldDescription controlId={fieldIds.message}>
            {contactCopy.message.hint}
          </FieldDescription>
          <Textarea {...(text('message') as React.ComponentProps<'textarea'>)} rows={7} />
          <FieldError controlId={fieldIds.message}>{errors.message?.message}</FieldError>
        </Field>
      </div>

      {/* FormSubmit drops a submission whose `_honey` is filled: a trap for bots that fill in
          every field. Off-screen, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute top-0 -left-[9999px] size-px overflow-hidden">
        <label htmlFor="contact-honey">{contactCopy.honeypot.label}</label>
        <input
          id="contact-honey"
          type="text"
          name="_honey"
          tabIndex={-1}
          autoComplete="off"
          defaultValue={honey}
        />
      </div>
      <input type="hidden" name="_subject" value={subjectFor(inquiryType)} />
      <input type="hidden" name="_captcha" value="true" />
      <input type="hidden" name="_template" value="table" />
      <input type="hidden" name="_next" value={returnUrlAfterPost} />

      <div className="mt-4 flex flex-col gap-6">
        <RoutedSubmitButtons
          sending={sending}
          pending={pending}
          routeWithoutJavaScript={!javaScriptRuns}
        />
        <p role="status" className="sr-only">
          {sending ? contactCopy.sendingAnnouncement : ''}
        </p>
        <SentMessage sent={status.status === 'sent'} />
        {status.status === 'failed' ? (
          <FailedMessage
            reason={status.reason}
            onRetry={(event) => event.currentTarget.form?.requestSubmit()}
          />
        ) : null}
      </div>
    </form>
  )
}
