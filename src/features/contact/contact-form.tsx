import { useHydrated } from '@tanstack/react-router'
import { useEffect, useReducer, useState } from 'react'
import type { InquiryType } from '@/content/contact'
import { inquiryTypeFromSearch } from '@/content/inquiry-types'
import { useDeferredForm } from '@/lib/loading/deferred-form'
import { onDemand } from '@/lib/loading/on-demand'
import { initialSubmitStatus, submitReducer } from '@/lib/submit-status'
import { loadDraft, readDraft, selectInquiryType, writeDraft } from './contact-draft'
import { ContactFormLayout } from './contact-form-layout'
import type { SendFailure } from './contact-send'

/** The working form; a test passes one that fails, as a chunk gone after a deploy would. */
export const liveForm = onDemand(() => import('./live-contact-form'))

/**
 * The contact form (060, 082, 090). Prerendered, a plain HTML form that posts to FormSubmit.
 * Hydrated, it restores a draft, takes a link's inquiry type, and on the first submit loads the
 * working form (react-hook-form and zod), which validates and sends through FormSubmit's AJAX
 * endpoint. What was typed is cleared only when FormSubmit accepted the message.
 */
export function ContactForm({ code = liveForm }: { code?: typeof liveForm }) {
  const [status, dispatch] = useReducer(submitReducer<SendFailure>, initialSubmitStatus)
  const [inquiryType, setInquiryType] = useState<InquiryType | null>(null)
  const javaScriptRuns = useHydrated()
  // Offline, a plain post would only reach the browser's error page: say so, keep everything,
  // and let "try again" retry (090).
  const { formRef, onSubmit, prefetch, pending, live } = useDeferredForm(code, 'contact', () => {
    dispatch({ type: 'send' })
    dispatch({ type: 'fail', reason: 'network' })
  })

  // The prerendered page cannot read its query string, so a link's type (`?type=media`) is
  // chosen here, after hydration (095). A type picked while the page was still loading wins,
  // then the link's (the newer wish), then a saved draft's.
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
  }, [formRef])

  const shared = {
    formRef,
    status,
    inquiryType,
    javaScriptRuns,
    // The draft itself is saved by the page's inline script, from the first keystroke (082).
    onChange: (event: React.FormEvent<HTMLFormElement>) => {
      setInquiryType(readDraft(event.currentTarget).inquiryType)
    },
  }
  if (live) {
    const { LiveContactForm } = live.module
    return (
      <LiveContactForm
        {...shared}
        carried={live.carried}
        dispatch={dispatch}
        onSent={() => setInquiryType(null)}
      />
    )
  }
  return (
    <ContactFormLayout
      {...shared}
      onSubmit={onSubmit}
      pending={pending}
      // Reaching for any field starts fetching the working form.
      fieldProps={(name) => ({ name, onFocus: prefetch })}
      errors={{}}
    />
  )
}
