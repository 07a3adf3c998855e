import { contactCopy } from '@/content/contact'
import { cn } from '@/lib/cn'

type FieldErrorProps = {
  id: string
  message: string | undefined
  /** Lines to reserve, so the layout does not jump when the longest message appears. */
  reserve?: 'one-line' | 'two-lines-on-phones'
}

/** A field's error, always in the layout (empty when there is none). */
export function FieldError({ id, message, reserve = 'one-line' }: FieldErrorProps) {
  return (
    <p
      id={id}
      className={cn(
        'mt-2 flex gap-2 text-base leading-6 font-semibold text-danger',
        reserve === 'one-line' ? 'min-h-6' : 'min-h-12 sm:min-h-6',
      )}
    >
      {message ? (
        <>
          <ErrorMark />
          <span>
            <span className="sr-only">{contactCopy.errorSummary.errorPrefix} </span>
            {message}
          </span>
        </>
      ) : null}
    </p>
  )
}

function ErrorMark() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-5 shrink-0 fill-current"
    >
      <path d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm0 11.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm0-8a1.2 1.2 0 0 0-1.2 1.3l.4 5a.8.8 0 0 0 1.6 0l.4-5A1.2 1.2 0 0 0 10 5Z" />
    </svg>
  )
}
