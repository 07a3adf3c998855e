import { Button } from '@/components/ui/button'
import { contactCopy } from '@/content/contact'
import { formActionFor } from './contact-payload'

type RoutedSubmitButtonsProps = {
  sending: boolean
  /** A submit waits for the validation code. */
  pending?: boolean
  /** Before hydration (or with no JavaScript at all) the form cannot set its own action. */
  routeWithoutJavaScript: boolean
}

const buttonClass =
  'w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:w-auto sm:self-start'

/**
 * The submit button. Without JavaScript there is one per recipient, each posting to its own
 * address (`formaction`), and app.css shows only the one for the chosen inquiry type with
 * `:has()`, so media and investors reach the press inbox exactly as they do with JavaScript. A
 * disabled first submit button makes Enter in a text field do nothing, since implicit submission
 * would press the first button even when it is hidden.
 * Once the form runs, it sends to the right address itself and one plain button is enough.
 */
export function RoutedSubmitButtons({
  sending,
  pending = false,
  routeWithoutJavaScript,
}: RoutedSubmitButtonsProps) {
  const label = sending ? contactCopy.submit.sending : contactCopy.submit.idle
  return (
    <>
      {routeWithoutJavaScript ? (
        <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
      ) : null}
      <Button
        type="submit"
        size="lg"
        // Disabled for everyone but the focus: a disabled button would drop focus to <body> for
        // the 2 s of sending (the form ignores a submit meanwhile), as the waitlist's does.
        aria-disabled={sending || undefined}
        {...(pending ? { 'data-pending': '', 'aria-busy': true } : {})}
        data-route={routeWithoutJavaScript ? 'support' : undefined}
        formAction={routeWithoutJavaScript ? formActionFor('support') : undefined}
        className={buttonClass}
      >
        {label}
      </Button>
      {routeWithoutJavaScript ? (
        <Button
          type="submit"
          size="lg"
          data-route="press"
          formAction={formActionFor('media')}
          className={buttonClass}
        >
          {label}
        </Button>
      ) : null}
    </>
  )
}
