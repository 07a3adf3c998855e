/**
 * The first half of the loading model (docs/decisions/082): from the first paint until React
 * handles events, a press on any button (a click, or Enter or Space, which the browser turns into
 * a click) and any form submit is held instead of lost. The control shows it is pending
 * (`data-pending`, `aria-busy`) and the press is replayed, once, when the app is live. Links and
 * `<details>` work natively and are left alone.
 */
const liveEvent = 'touch-grass:live'

/** Runs in the page's `<head>`, as source text (see `holdActionsScript`): no outside names. */
function holdActions(eventName: string) {
  type Held = { control: HTMLElement; replay: () => void }
  const held: Held[] = []
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const form = event.type === 'submit' && target instanceof HTMLFormElement ? target : null
    const button = form ? null : target?.closest('button')
    if (!form && (!button || button.disabled)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const submitter = (event as SubmitEvent).submitter
    const control = (form ? (submitter ?? form) : button) as HTMLElement
    // A second press while the first waits is the same press: it is replayed once.
    if (held.some((entry) => entry.control === control)) return
    control.setAttribute('data-pending', '')
    control.setAttribute('aria-busy', 'true')
    const owner = form ?? (button?.type === 'submit' ? button.form : null)
    held.push({
      control,
      replay: () => {
        if (!control.isConnected || form) {
          if (owner?.isConnected) owner.requestSubmit(control.isConnected ? submitter : null)
          return
        }
        // A click, not a submit, so React hydrates what it lands on first. React may then commit
        // a page without this button while it dispatches the click (the contact form's no-JS
        // routing buttons), and a button gone from its form submits nothing: submit the form.
        let submitted = false
        const seen = () => (submitted = true)
        owner?.addEventListener('submit', seen, { once: true })
        control.click()
        owner?.removeEventListener('submit', seen)
        if (owner?.isConnected && !submitted && !control.isConnected) owner.requestSubmit()
      },
    })
  }
  addEventListener('click', hold, true)
  addEventListener('submit', hold, true)
  document.addEventListener(
    eventName,
    () => {
      removeEventListener('click', hold, true)
      removeEventListener('submit', hold, true)
      for (const { control, replay } of held.splice(0)) {
        control.removeAttribute('data-pending')
        control.removeAttribute('aria-busy')
        // A new task, after React has committed what hydration scheduled; a control the
        // hydrated page removed (another step of the calculator, say) is not pressed.
        setTimeout(replay)
      }
    },
    { once: true },
  )
}

/** The inline script for the prerendered `<head>`: it must run before anything is painted. */
export function holdActionsScript() {
  return `(${holdActions.toString()})(${JSON.stringify(liveEvent)})`
}

/** Called once React has hydrated the page: held presses run now, new ones go to React. */
export function releaseHeldActions() {
  document.dispatchEvent(new Event(liveEvent))
}

export { holdActions as holdActionsForTests }
