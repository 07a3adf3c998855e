import { useEffect, useReducer, useRef, useState } from 'react'
import { contactCopy, contactFields, type ContactField, type InquiryType } from '@/content/contact'
import { inquiryTypeFromSearch } from '@/content/inquiry-types'
import { timing } from '@/content/product'
import {
  clearDraft,
  loadDraft,
  readDraft,
  saveDraft,
  selectInquiryType,
  writeDraft,
} from './contact-draft'
import { errorIdFor, fieldIds, hintIdFor } from './contact-field-ids'
import type { ContactFormController } from './contact-form-controller'
import {
  buildContactPayload,
  formActionFor,
  returnUrlAfterPost,
  subjectFor,
} from './contact-payload'
import { sendContactMessage } from './contact-send'
import { initialSubmitState, submitReducer, withMinimumDuration } from './contact-submit-machine'
import { ErrorSummary } from './error-summary'
import { HoneypotField, honeypotName } from './honeypot-field'
import { InquiryTypeField } from './inquiry-type-field'
import { RoutedSubmitButtons } from './routed-submit-buttons'
import { FailedMessage, SentMessage } from './submit-result'
import { TextField, textControlClass } from './text-field'
import { useAfterHydration } from './use-after-hydration'
import { useContactFormController, type ControllerModule } from './use-contact-form-controller'

type ContactFormProps = {
  /** How the validation code arrives; tests swap it to simulate a failed chunk load. */
  loadController?: () => Promise<ControllerModule>
}

const emptyValues = { name: '', email: '', message: '', inquiryType: undefined }

const readReturnedAfterPost = () => new URLSearchParams(window.location.search).get('sent') === '1'
const readJavaScriptRuns = () => true

/**
 * The contact form. Prerendered, it is a plain HTML form that posts to FormSubmit. Hydrated, it
 * validates with react-hook-form and zod (loaded on first focus), sends through FormSubmit's
 * AJAX endpoint, keeps a draft in sessionStorage, and never clears what was typed unless
 * FormSubmit accepted the message.
 */
export function ContactForm({ loadController }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const sentRef = useRef<HTMLDivElement>(null)
  const failedRef = useRef<HTMLDivElement>(null)
  /** Set when the validation code cannot load: the browser then posts the form itself. */
  const postNatively = useRef(false)
  const { controller, errors, ensure, showErrors } = useContactFormController(
    formRef,
    loadController,
  )
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState)
  const [inquiryType, setInquiryType] = useState<InquiryType | null>(null)
  const javaScriptRuns = useAfterHydration(readJavaScriptRuns, false)
  const returnedAfterPost = useAfterHydration(readReturnedAfterPost, false)
  const sending = state.status === 'sending'
  /** A submit waits for the validation code (docs/decisions/082): shown, and not repeated. */
  const [preparing, setPreparing] = useState(false)
  const preparingRef = useRef(false)

  // The prerendered page cannot read its query string, so a link's type (`?type=media`) is
  // chosen here, after hydration (decision 095). A type picked while the page was still loading
  // wins, then the link's (the newer wish), then a saved draft's.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const picked = readDraft(form).inquiryType
    const draft = loadDraft()
    if (draft) writeDraft(form, draft)
    const type =
      picked ?? inquiryTypeFromSearch(window.location.search) ?? draft?.inquiryType ?? null
    selectInquiryType(form, type)
    setInquiryType(type)
  }, [])

  // The validation code loads on the first focus anywhere in the form, before it is needed.
  useEffect(() => {
    const form = formRef.current
    const prepare = () => void ensure().catch(() => {})
    form?.addEventListener('focusin', prepare, { once: true })
    return () => form?.removeEventListener('focusin', prepare)
  }, [ensure])

  useEffect(() => {
    if (returnedAfterPost) clearDraft()
  }, [returnedAfterPost])

  const showsErrors = contactFields.some((field) => errors[field])
  useEffect(() => {
    if (!showsErrors) return
    const title = document.title
    const withPrefix = `${contactCopy.errorSummary.titlePrefix}${title}`
    document.title = withPrefix
    return () => {
      // Unless a page change has set a title of its own meanwhile.
      if (document.title === withPrefix) document.title = title
    }
  }, [showsErrors])

  useEffect(() => {
    if (state.status === 'sent') sentRef.current?.focus()
    if (state.status === 'failed') failedRef.current?.focus()
  }, [state])

  const fieldProps = (name: ContactField) => (controller ? controller.register(name) : { name })

  async function send(form: HTMLFormElement, control: ContactFormController) {
    await control.handleSubmit(
      async (values) => {
        dispatch({ type: 'send' })
        const honeypot = form.elements.namedItem(honeypotName)
        const payload = buildContactPayload(
          values,
          honeypot instanceof HTMLInputElement ? honeypot.value : '',
        )
        const result = await withMinimumDuration(
          sendContactMessage(payload, { timeoutMs: timing.contactTimeoutMs }),
          timing.contactMinimumSendingMs,
        )
        if (!result.ok) {
          dispatch({ type: 'fail', reason: result.reason })
          return
        }
        // Clear the fields themselves, then tell react-hook-form they are empty now (a bare
        // reset() would restore the values it started from, such as a restored draft).
        form.reset()
        control.reset(emptyValues)
        clearDraft()
        setInquiryType(null)
        dispatch({ type: 'succeed' })
      },
      (fieldErrors) => {
        showErrors(fieldErrors)
        summaryRef.current?.focus()
      },
    )()
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (postNatively.current) return
    event.preventDefault()
    if (sending || preparingRef.current) return
    const form = event.currentTarget
    let control: ContactFormController
    preparingRef.current = true
    setPreparing(true)
    try {
      control = await ensure()
    } catch {
      // The validation code could not load. Offline, a plain post would only reach the browser's
      // error page: say so here instead, with everything still typed, and let "try again" retry.
      if (!navigator.onLine) {
        dispatch({ type: 'send' })
        dispatch({ type: 'fail', reason: 'network' })
        return
      }
      // Online, a new deploy replaced the chunk. The form is a real form: let the browser check
      // and post it as it would without JavaScript.
      postNatively.current = true
      form.noValidate = false
      form.requestSubmit()
      return
    } finally {
      preparingRef.current = false
      setPreparing(false)
    }
    await send(form, control)
  }

  function handleChange(event: React.FormEvent<HTMLFormElement>) {
    const draft = readDraft(event.currentTarget)
    saveDraft(draft)
    setInquiryType(draft.inquiryType)
  }

  return (
    <form
      ref={formRef}
      action={formActionFor(inquiryType)}
      method="post"
      noValidate={javaScriptRuns}
      onSubmit={handleSubmit}
      onChange={handleChange}
      className="relative"
    >
      <ErrorSummary errors={errors} ref={summaryRef} />

      <div className="space-y-4">
        <TextField
          id={fieldIds.name}
          label={contactCopy.name.label}
          error={errors.name}
          errorId={errorIdFor('name')}
        >
          {(a11y) => (
            <input
              {...fieldProps('name')}
              {...a11y}
              type="text"
              autoComplete="name"
              required
              readOnly={sending}
              className={textControlClass}
            />
          )}
        </TextField>

        <TextField
          id={fieldIds.email}
          label={contactCopy.email.label}
          hint={contactCopy.email.hint}
          hintId={hintIdFor('email')}
          error={errors.email}
          errorId={errorIdFor('email')}
          errorReserve="two-lines-on-phones"
        >
          {(a11y) => (
            <input
              {...fieldProps('email')}
              {...a11y}
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              readOnly={sending}
              className={textControlClass}
            />
          )}
        </TextField>

        <InquiryTypeField
          error={errors.inquiryType}
          radioProps={() => ({ ...fieldProps('inquiryType'), required: true })}
        />

        <TextField
          id={fieldIds.message}
          label={contactCopy.message.label}
          hint={contactCopy.message.hint}
          hintId={hintIdFor('message')}
          error={errors.message}
          errorId={errorIdFor('message')}
        >
          {(a11y) => (
            <textarea
              {...fieldProps('message')}
              {...a11y}
              rows={7}
              required
              readOnly={sending}
              className={`${textControlClass} min-h-44 resize-y leading-relaxed`}
            />
          )}
        </TextField>
      </div>

      <HoneypotField />
      <input type="hidden" name="_subject" value={subjectFor(inquiryType)} />
      <input type="hidden" name="_captcha" value="true" />
      <input type="hidden" name="_template" value="table" />
      <input type="hidden" name="_next" value={returnUrlAfterPost} />

      <div className="mt-4 flex flex-col gap-6">
        <RoutedSubmitButtons
          sending={sending}
          pending={preparing}
          routeWithoutJavaScript={!javaScriptRuns}
        />
        <p role="status" className="sr-only">
          {sending ? contactCopy.sendingAnnouncement : ''}
        </p>
        <SentMessage
          ref={sentRef}
          shown={state.status === 'sent' || (returnedAfterPost && state.status === 'idle')}
        />
        {state.status === 'failed' ? (
          <FailedMessage
            ref={failedRef}
            reason={state.reason}
            onRetry={() => formRef.current?.requestSubmit()}
          />
        ) : null}
      </div>
    </form>
  )
}
