/**
 * The first half of the loading model: from the first paint until the page is live, a press on
 * any button (a click, or Enter or Space) and any form submit is held, shown as pending
 * (`data-pending`, `aria-busy`) and replayed once at live. Links and `<details>` work natively.
 */
const liveEvent = 'touch-grass:live'

/**
 * Runs in the page's `<head>`, as source text (`holdActionsScript`), while the page is open: a
 * `data-draft="KEY"` form saves its named fields (not FormSubmit's `_` settings) to sessionStorage
 * on every input, from the first keystroke, scripts or not.
 */
function keepDrafts() {
  addEventListener(
    'input',
    (event) => {
      const form = (event.target as HTMLInputElement | null)?.form
      const key = form?.dataset.draft
      if (!form || !key) return
      const fields: Record<string, string> = {}
      for (const [name, value] of new FormData(form))
        if (!name.startsWith('_') && typeof value === 'string' && value) fields[name] = value
      try {
        if (Object.keys(fields).length === 0) sessionStorage.removeItem(key)
        else sessionStorage.setItem(key, JSON.stringify(fields))
      } catch {
        // Storage can be missing or refuse (private modes, quotas): a draft is a convenience.
      }
    },
    true,
  )
}

/**
 * Runs in the page's `<head>`, as source text: no outside names. A `data-remember="KEY=VALUE"`
 * button (the consent answers) stores that in localStorage at the press, before live.
 */
function holdActions(eventName: string) {
  type Held = { control: HTMLElement; replay: () => void }
  const held: Held[] = []
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const form = event.type === 'submit' && target instanceof HTMLFormElement ? target : null
    const button = form ? null : target?.closest('button')
    if (!form && (!button || button.disabled)) return
    const [key, value] = button?.dataset.remember?.split('=') ?? []
    if (key && value) {
      try {
        localStorage.setItem(key, value)
      } catch {
        // Without storage the answer holds once the page is live, for this page only.
      }
    }
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
          // No argument at all without a submitter: some engines refuse a null one.
          const by = control.isConnected && submitter ? [submitter] : []
          if (owner?.isConnected) owner.requestSubmit(...by)
          return
        }
        // A click, not a submit, so React hydrates what it lands on first.
        control.click()
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
  return `(${keepDrafts.toString()})();(${holdActions.toString()})(${JSON.stringify(liveEvent)})`
}

/** The attribute `<html>` carries once the page is live: what tests (and tools) wait for. */
export const liveAttribute = 'data-live'

/**
 * Called once the page has hydrated, from the effect of what holds its content (every page's
 * layout route, or the not-found page): held presses and submits then land on React's handlers.
 */
export function goLive() {
  if (document.documentElement.hasAttribute(liveAttribute)) return
  document.documentElement.setAttribute(liveAttribute, '')
  document.dispatchEvent(new Event(liveEvent))
}

/** Runs `callback` once the page is live, at once if it is. Returns a cancel for what waits. */
export function whenLive(callback: () => void) {
  if (document.documentElement.hasAttribute(liveAttribute)) {
    callback()
    return () => {}
  }
  document.addEventListener(liveEvent, callback, { once: true })
  return () => document.removeEventListener(liveEvent, callback)
}

export { holdActions as holdActionsForTests, keepDrafts as keepDraftsForTests }
