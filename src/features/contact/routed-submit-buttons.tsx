import { Button } from '@/components/ui/button'
import { contactCopy, inquiryOptions, inquiryTypes } from '@/content/contact'
import { defaultRoute, formActionFor } from './contact-payload'

const otherRoutes = [...new Set(inquiryTypes.map((type) => inquiryOptions[type].route))].filter(
  (route) => route !== defaultRoute,
)
const chosen = (type: string) => `form:has([name='inquiryType'][value='${type}']:checked)`
// Only the default route's button shows, until a type is chosen: then only its route's. Unlayered
// (the page's CSP allows inline styles), so it beats the button's display utility.
const routing = inquiryTypes.reduce(
  (css, type) =>
    `${css}${chosen(type)} [data-route]{display:none}` +
    `${chosen(type)} [data-route='${inquiryOptions[type].route}']{display:inline-flex}`,
  `[data-route]:not([data-route='${defaultRoute}']){display:none}`,
)
const buttonClass =
  'w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-70 sm:w-auto sm:self-start'

/**
 * The submit button. Without JavaScript (and before hydration) there is one per route, each
 * posting to its own inbox (`formaction`), and `routing` shows the chosen type's with `:has()`.
 * A disabled first submit button makes Enter in a text field do nothing: implicit submission
 * would press the first button even when hidden. Once the form runs, it sends to the right inbox
 * itself, and the first button, the same element all along, is the only one.
 */
export function RoutedSubmitButtons(props: {
  sending: boolean
  /** A submit waits for the validation code. */
  pending: boolean
  routeWithoutJavaScript: boolean
}) {
  const label = props.sending ? contactCopy.submit.sending : contactCopy.submit.idle
  const routed = (route: string) =>
    props.routeWithoutJavaScript
      ? { 'data-route': route, formAction: formActionFor(route as typeof defaultRoute) }
      : {}
  return (
    <>
      {props.routeWithoutJavaScript ? (
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
        aria-disabled={props.sending || undefined}
        {...(props.pending ? { 'data-pending': '', 'aria-busy': true } : {})}
        {...routed(defaultRoute)}
        className={buttonClass}
      >
        {label}
      </Button>
      {props.routeWithoutJavaScript
        ? otherRoutes.map((route) => (
            <Button key={route} type="submit" size="lg" {...routed(route)} className={buttonClass}>
              {label}
            </Button>
          ))
        : null}
    </>
  )
}
