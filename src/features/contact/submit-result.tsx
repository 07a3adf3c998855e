import { useEffect, useRef } from 'react'
import { LeafIcon } from '@/components/ui/icons'
import { Button } from '@/components/ui/button'
import { contactCopy } from '@/content/contact'
import { cn } from '@/lib/cn'
import { sentMessageId } from './contact-payload'
import type { SendFailure } from './contact-send'

/** Moves focus to the answer when it appears, so it is read (the button was pressed meanwhile). */
function useFocusWhen(appears: boolean) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (appears) ref.current?.focus()
  }, [appears])
  return ref
}

/**
 * `sent`: this page sent the message; focus moves here. Without JavaScript, `:target` shows it
 * after FormSubmit's redirect to `#contact-sent`; with JavaScript that address proves nothing.
 */
export function SentMessage({ sent }: { sent: boolean }) {
  const ref = useFocusWhen(sent)
  // A region named by its heading: focused, it is announced as what it is, not an unnamed group.
  return (
    <section
      ref={ref}
      id={sentMessageId}
      tabIndex={-1}
      aria-labelledby={`${sentMessageId}-heading`}
      className={cn(
        'scroll-mt-6 items-start gap-4 rounded-2xl border-2 border-grass bg-chalk p-5 sm:p-6',
        sent ? 'flex' : 'hidden [@media(scripting:none)]:target:flex',
      )}
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-grass text-chalk">
        <LeafIcon className="size-6" />
      </span>
      <div>
        <h2
          id={`${sentMessageId}-heading`}
          className="font-display text-xl leading-tight font-extrabold text-grass sm:text-2xl"
        >
          {contactCopy.sent.heading}
        </h2>
        <p className="mt-2 text-soil-muted">{contactCopy.sent.body}</p>
      </div>
    </section>
  )
}

type FailedMessageProps = {
  reason: SendFailure
  onRetry: React.MouseEventHandler<HTMLButtonElement>
}

const failedHeadingId = 'contact-failed-heading'

export function FailedMessage({ reason, onRetry }: FailedMessageProps) {
  const ref = useFocusWhen(true)
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={failedHeadingId}
      className="scroll-mt-6 rounded-2xl border-2 border-danger bg-danger-soft p-5 sm:p-6"
    >
      <h2
        id={failedHeadingId}
        className="font-display text-xl leading-tight font-extrabold text-danger sm:text-2xl"
      >
        {contactCopy.failed.heading}
      </h2>
      <p className="mt-2 text-danger">
        {contactCopy.failed.reasons[reason]} {contactCopy.failed.kept}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {contactCopy.failed.retry}
      </Button>
    </section>
  )
}
