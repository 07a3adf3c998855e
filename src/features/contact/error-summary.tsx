import { useEffect, useRef } from 'react'
import { targetIdOf } from '@/components/form-kit/form-fields'
import { contactCopy, contactFieldNames, contactFields, type ContactField } from '@/content/contact'

/** Where each field's id starts (the form renders them, this summary links to them). */
export const contactIdPrefix = 'contact'
const targetId = (name: ContactField) => targetIdOf(contactIdPrefix, name, contactFields[name])

type ErrorSummaryProps = {
  errors: Partial<Record<ContactField, { message?: string }>>
  /** How many submits have been checked: each one that fails takes focus here. */
  submitCount: number
}

/**
 * The GOV.UK error summary: every problem, in page order, each a link to its field. It takes
 * focus after each failed submit, which is what gets it read; it is not a live region, so
 * fixing a field while typing updates it (and the inline errors) quietly instead of announcing
 * it again on every keystroke. A link moves focus to the field and shows its label. While it
 * shows, the page title starts "Error: ", so the tab and a reload say so too.
 */
export function ErrorSummary({ errors, submitCount }: ErrorSummaryProps) {
  const problems = contactFieldNames.filter((field) => errors[field]?.message)
  const shown = problems.length > 0
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (submitCount > 0) ref.current?.focus()
  }, [submitCount])
  useEffect(() => {
    if (!shown) return
    const title = document.title
    const withPrefix = `${contactCopy.errorSummary.titlePrefix}${title}`
    document.title = withPrefix
    return () => {
      // Unless a page change has set a title of its own meanwhile.
      if (document.title === withPrefix) document.title = title
    }
  }, [shown])
  if (!shown) return null
  return (
    <div
      ref={ref}
      role="region"
      tabIndex={-1}
      aria-labelledby="contact-error-summary-title"
      className="mb-8 scroll-mt-6 rounded-2xl border-4 border-danger bg-chalk p-5 sm:p-6"
    >
      <h2 id="contact-error-summary-title" className="font-display text-title font-extrabold">
        {contactCopy.errorSummary.heading}
      </h2>
      <ul className="mt-3 space-y-1">
        {problems.map((field) => (
          <li key={field}>
            <a
              href={`#${targetId(field)}`}
              onClick={(event) => {
                event.preventDefault()
                focusField(field)
              }}
              className="inline-flex min-h-tap items-center font-semibold text-danger underline decoration-2 underline-offset-4 hover:decoration-4"
            >
              {errors[field]?.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Focuses the field and scrolls its label (or legend) into view, so the question shows too. */
function focusField(field: ContactField) {
  const target = document.getElementById(targetId(field))
  if (!target) return
  const caption =
    target.closest('fieldset')?.querySelector('legend') ??
    document.querySelector(`label[for="${target.id}"]`)
  target.focus({ preventScroll: true })
  ;(caption ?? target).scrollIntoView({ block: 'start' })
}
