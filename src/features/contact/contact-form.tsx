import { useHydrated } from '@tanstack/react-router'
import { useEffect, useReducer } from 'react'
import { FormFields } from '@/components/form-kit/form-fields'
import { contactCopy, contactFieldNames, contactFields } from '@/content/contact'
import { inquiryTypeFromSearch } from '@/content/inquiry-types'
import { timing } from '@/content/product'
import { onDemand } from '@/lib/loading/on-demand'
import { useFormOnDemand } from '@/lib/loading/submit-on-demand'
import { initialSubmitStatus, submitReducer, withMinimumDuration } from '@/lib/submit-status'
import { clearDraft, draftStorageKey, loadDraft } from './contact-draft'
import {
  buildContactPayload,
  defaultRoute,
  formActionFor,
  returnUrlAfterPost,
} from './contact-payload'
import { sendContactMessage, type SendFailure } from './contact-send'
import { ErrorSummary, contactIdPrefix } from './error-summary'
import { RoutedSubmitButtons } from './routed-submit-buttons'
import { FailedMessage, SentMessage } from './submit-result'

/** The form's checks; a test passes code that fails to load, as a chunk gone after a release. */
export const contactChecks = onDemand(() => import('./contact-checks'))

const honeypotId = 'contact-honey'

/**
 * The contact form. Prerendered, a plain HTML form posting to FormSubmit with the browser's own
 * checks. Hydrated, react-hook-form: it restores a draft, takes a link's inquiry type, checks
 * with zod (fetched on intent) and sends through FormSubmit's AJAX endpoint, clearing what was
 * typed only once FormSubmit accepted the message.
 */
export function ContactForm({ checks = contactChecks }: { checks?: typeof contactChecks }) {
  const [status, dispatch] = useReducer(submitReducer<SendFailure>, initialSubmitStatus)
  const javaScriptRuns = useHydrated()
  const { form, onSubmit, pending, field } = useFormOnDemand(checks, {
    resumeKey: 'contact',
    send: async (values) => {
      dispatch({ type: 'send' })
      const honey = document.querySelector<HTMLInputElement>(`#${honeypotId}`)?.value ?? ''
      const result = await withMinimumDuration(
        sendContactMessage(buildContactPayload(values, honey), {
          timeoutMs: timing.contactTimeoutMs,
        }),
        timing.contactMinimumSendingMs,
      )
      if (!result.ok) return dispatch({ type: 'fail', reason: result.reason })
      // Every field to empty, in the form's state and on the page (the form's own reset).
      form.reset(undefined, { keepFieldsRef: true })
      clearDraft()
      dispatch({ type: 'succeed' })
    },
    // Offline, a plain post would only reach the browser's error page: say so, keep everything,
    // and let "try again" retry.
    offline: () => {
      dispatch({ type: 'send' })
      dispatch({ type: 'fail', reason: 'network' })
    },
    // The error summary takes focus instead (GOV.UK).
    shouldFocusError: false,
  })
  const { getValues, setValue, formState } = form

  // The prerendered page cannot read its query string, so a link's type (`?type=media`) is
  // chosen here, after hydration. What a field took from the page as it registered (typed,
  // chosen or autofilled while the page was loading) wins, then the link's type (the newer
  // wish), then the draft the inline script saved.
  useEffect(() => {
    const draft = loadDraft()
    const held = getValues()
    const linked = inquiryTypeFromSearch(location.search)
    for (const name of contactFieldNames) {
      const saved = name === 'inquiryType' ? (linked ?? draft[name]) : draft[name]
      if (!held[name] && typeof saved === 'string') setValue(name, saved)
    }
  }, [getValues, setValue])

  const sending = status.status === 'sending'
  return (
    <form
      data-draft={draftStorageKey}
      action={formActionFor(defaultRoute)}
      method="post"
      noValidate={javaScriptRuns}
      onSubmit={onSubmit}
      className="relative"
    >
      <ErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
      <div className="space-y-4">
        <FormFields
          table={contactFields}
          idPrefix={contactIdPrefix}
          field={field}
          errors={formState.errors}
          readOnly={sending}
        />
      </div>

      {/* FormSubmit drops a submission whose `_honey` is filled: a trap for bots that fill in
          every field. Off-screen, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute top-0 -left-[9999px] size-px overflow-hidden">
        <label htmlFor={honeypotId}>{contactCopy.honeypot.label}</label>
        <input id={honeypotId} type="text" name="_honey" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="_subject" value={contactCopy.subjectWithoutJavaScript} />
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
