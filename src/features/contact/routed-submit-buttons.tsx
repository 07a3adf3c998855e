import { Button } from '@/components/ui/button'
import { contactCopy, inquiryOptions, inquiryTypes } from '@/content/contact'
import { defaultRoute, formActionFor } from './contact-payload'

type RoutedSubmitButtonsProps = {
  sending: boolean
  /** A submit waits for the validation code. */
  pending?: boolean
  /** Before hydration (or with no JavaScript at all) the form cannot set its own action. */
  routeWithoutJavaScript: boolean
}

const buttonClass =
  'w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:w-auto sm:self-start'
const otherRoutes = [...new Set(inquiryTypes.map((type) => inquiryOptions[type].route))].filter(
  (route) => route !== defaultRoute,
)
const chosen = (type: string) => `form:has([name='inquiryType'][value='${type}']:checked)`
/**
 * Shows the button of the chosen type's route, from the list of types. Unlayered (the page's CSP
 * allows inline styles), so it beats the button's display utility.
 */
const routing = [
  `${otherRoutes.map((route) => `[data-route='${route}']`).join()}{display:none}`,
  ...inquiryTypes
    .filter((type) => inquiryOptions[type].route !== defaultRoute)
    .map(
      (type) =>
        `${chosen(type)} [data-route='${defaultRoute}']{display:none}` +
        `${chosen(type)} [data-route='${inquiryOptions[type].route}']{display:inline-flex}`,
    ),
].join('')

/**
 * The submit button. Without JavaScript there is one per recipient, each posting to its own
 * address (`formaction`), and `routing` shows only the one for the chosen inquiry type with
 * `:has()`, so each type reaches its inbox exactly as it does with JavaScript. A disabled first
 * submit button makes Enter in a text field do nothing, since implicit submission would press
 * the first button even when it is hidden.
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
        <>
          <style>{routing}</style>
          <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
        </>
      ) : null}
      <Button
        type="submit"
        size="lg"
        // Disabled for everyone but the focus: a disabled button would drop focus to <body> for
        // the 2 s of sending (the form ignores a submit meanwhile), as the waitlist's does.
        aria-disabled={sending || undefined}
        {...(pending ? { 'data-pending': '', 'aria-busy': true } : {})}
        data-route={routeWithoutJavaScript ? defaultRoute : undefined}
        formAction={routeWithoutJavaScript ? formActionFor(defaultRoute) : undefined}
        className={buttonClass}
      >
        {label}
      </Button>
      {routeWithoutJavaScript
        ? otherRoutes.map((route) => (
            <Button
              key={route}
              type="submit"
              size="lg"
              data-route={route}
              formAction={formActionFor(route)}
              className={buttonClass}
            >
              {label}
            </Button>
          ))
        : null}
    </>
  )
}
