import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { helpSearchEntry } from '@/content/pages'
import { helpSearchCopy as copy } from '@/content/search'
import { onDemand, useOnDemand } from '@/lib/loading/on-demand'
import { maxQueryLength } from './query-limit'
import type { ComboboxState } from './search-panel'

// Everything but the field: the results, the library and the index built from content/, in one
// chunk fetched on intent (focus, pointer, the menu's "search help" landing here), never with
// the page.
const panel = onDemand(() => import('./search-panel'))

// The look of a form's text control (components/form-kit/field), written out: importing it would add a chunk to
// /faq's first load, which is at its budget.
const fieldClass =
  'mt-3 block w-full rounded-2xl border-2 border-soil-muted bg-chalk-field px-4 py-3 text-lg text-soil transition-colors duration-200 ease-out hover:border-soil focus-visible:border-soil'

const closed: ComboboxState = { expanded: false, activeId: undefined }

/**
 * The help search's field, with the page: a WAI-ARIA combobox whose listbox popup is the
 * fetched `SearchPanel`. Nothing typed leaves the page: there is no form to submit, the field
 * has no name, and the query is never put in the address or an event. Without JavaScript it is
 * hidden and the questions below are the page, as before.
 */
export function HelpSearch() {
  const [failed, setFailed] = useState(false)
  const fail = useCallback(() => setFailed(true), [])
  const code = useOnDemand(panel, fail, fail)
  const inputRef = useRef<HTMLInputElement>(null)
  const [combobox, setCombobox] = useState(closed)
  const listId = useId()
  const hintId = useId()
  const Panel = code.module?.SearchPanel
  const { run } = code

  // Text typed before the page was live is still in the field (it is uncontrolled).
  useEffect(() => {
    if (inputRef.current?.value) run()
  }, [run])

  return (
    <div role="search" className="max-w-prose [@media(scripting:none)]:hidden">
      <label htmlFor={helpSearchEntry.id} className="font-display text-xl font-extrabold">
        {copy.label}
      </label>
      <p id={hintId} className="mt-1 text-base text-soil-muted">
        {copy.hint}
      </p>
      <input
        ref={inputRef}
        id={helpSearchEntry.id}
        // Said outright, so arriving by `#help-search` (page-arrival) leaves it a Tab stop.
        tabIndex={0}
        type="text"
        // A pasted page is cut to a query's length before it is laid out or searched.
        maxLength={maxQueryLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={listId}
        aria-activedescendant={combobox.activeId}
        aria-describedby={hintId}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        className={fieldClass}
        {...code.intentProps}
        {...code.pendingProps}
        // Focus brings the results' code and sets it up, so the first key is answered at once.
        onFocus={() => run()}
        onInput={() => {
          setFailed(false)
          if (!Panel) run()
        }}
      />
      {Panel ? (
        <Panel input={inputRef} listId={listId} onStateChange={setCombobox} />
      ) : (
        <div id={listId} role="listbox" aria-label={copy.resultsLabel} hidden />
      )}
      {failed ? <p className="mt-3 text-base">{copy.failed}</p> : null}
    </div>
  )
}
