import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { richLinkClass } from '@/components/rich-text'
import { Input } from '@/components/ui/input'
import type { FaqItem } from '@/content/faq'
import type { PagePath } from '@/content/pages'
import { helpSearchCopy as copy, helpSearchId } from '@/content/search'
import { onDemand, useOnDemand } from '@/lib/loading/on-demand'
import type { SearchResult, Segment } from './search-results'

/** How long typing must pause before the number of results is said. */
export const announcePauseMs = 700

// The library, the documents and their index: fetched on intent (focus, pointer, the menu's
// entry landing here), never with the page.
const engine = onDemand(() => import('./search-engine'))

const optionId = (listId: string, index: number) => `${listId}-${index}`

function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.marked ? (
      <mark
        key={index}
        className="on-light rounded-sm bg-sun px-0.5 forced-colors:bg-[Mark] forced-colors:text-[MarkText] forced-colors:forced-color-adjust-none"
      >
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  )
}

/**
 * The help search: a combobox with a listbox popup (the WAI-ARIA APG pattern). Focus stays in
 * the field; arrows move through the results, Enter opens one, Escape clears the field and so
 * closes the list. Nothing typed leaves the page: there is no form to submit, the field has no
 * name, and the query is never put in the address or an event. Without JavaScript it is hidden
 * and the questions below are the page, as before.
 */
export function HelpSearch({ popular }: { popular: readonly FaqItem[] }) {
  const [failed, setFailed] = useState(false)
  const fail = useCallback(() => setFailed(true), [])
  const search = useOnDemand(engine, fail, fail)
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const hintId = useId()
  // What the results belong to ('' while nothing is searched), and the results.
  const [searched, setSearched] = useState('')
  const [results, setResults] = useState<readonly SearchResult[]>([])
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const open = searched !== '' && results.length > 0
  const { run } = search

  const update = useCallback(
    (value: string) => {
      setActive(-1)
      setFailed(false)
      if (value.trim() === '') {
        setSearched('')
        setResults([])
        return
      }
      run((module) => {
        // The latest text, not the one this press began with: the code may have taken a while.
        const latest = inputRef.current?.value ?? value
        setResults(module.search(latest))
        setSearched(latest.trim() === '' ? '' : latest)
      })
    },
    [run],
  )

  // Text typed before the page was live is still in the field (it is uncontrolled).
  useEffect(() => {
    const typed = inputRef.current?.value ?? ''
    if (typed !== '') update(typed)
  }, [update])

  // Once per pause in typing, politely: every keystroke restarts the wait.
  useEffect(() => {
    if (searched === '') return
    const timer = window.setTimeout(
      () => setAnnouncement(copy.count(results.length)),
      announcePauseMs,
    )
    return () => window.clearTimeout(timer)
  }, [searched, results])

  useEffect(() => {
    if (active < 0) return
    document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' })
  }, [active, listId])

  const choose = (result: SearchResult) => {
    const [path = '', hash = ''] = result.url.split('#')
    setActive(-1)
    setSearched('')
    if (path === window.location.pathname) {
      // The page's own hash handling opens the answer and focuses it (use-hash-item); the same
      // answer chosen twice is the same request again.
      if (window.location.hash === `#${hash}`)
        window.dispatchEvent(new HashChangeEvent('hashchange'))
      else window.location.hash = hash
      return
    }
    // Another page: the route announcer focuses the section's heading on arrival.
    void navigate({ to: path as PagePath, hash })
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = results.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (searched === '' || count === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) =>
        current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
      )
    } else if (event.key === 'Enter') {
      const result = results[active] ?? (searched !== '' ? results[0] : undefined)
      if (!result) return
      event.preventDefault()
      choose(result)
    } else if (event.key === 'Escape') {
      const input = event.currentTarget
      if (input.value === '') return
      event.preventDefault()
      input.value = ''
      update('')
    }
  }

  const noResults = searched !== '' && results.length === 0

  return (
    <div role="search" className="max-w-prose [@media(scripting:none)]:hidden">
      <label htmlFor={helpSearchId} className="font-display text-xl font-extrabold">
        {copy.label}
      </label>
      <p id={hintId} className="mt-1 text-base text-soil-muted">
        {copy.hint}
      </p>
      <Input
        ref={inputRef}
        id={helpSearchId}
        // Said outright, so arriving by `#help-search` (page-arrival) leaves it a Tab stop.
        tabIndex={0}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        {...search.intentProps}
        {...search.pendingProps}
        onInput={(event) => update(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={copy.resultsLabel}
        hidden={!open}
        // Scrolls on its own at any height, so the field and the chosen result fit on one
        // screen together (at 320 x 200 too).
        className="mt-3 max-h-[60vh] space-y-1 overflow-y-auto overscroll-contain p-1"
      >
        {open
          ? results.map((result, index) => (
              // Focus stays in the field (aria-activedescendant); a press on a result chooses it
              // without taking focus from the field first.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- focus stays in the field (aria-activedescendant), whose keys choose
              <div
                key={result.id}
                id={optionId(listId, index)}
                role="option"
                aria-selected={index === active}
                className="cursor-pointer rounded-2xl px-4 py-3 outline-offset-0 hover:bg-meadow aria-selected:bg-meadow aria-selected:outline-3 aria-selected:outline-soil"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(result)}
              >
                <span className="block font-display text-lg font-extrabold">
                  <Marked segments={result.title} />
                </span>
                <span className="block text-sm text-soil-muted">{result.where}</span>
                <span className="mt-1 block text-base leading-relaxed">
                  <Marked segments={result.excerpt} />
                </span>
              </div>
            ))
          : null}
      </div>
      {noResults ? (
        <div className="mt-4 rounded-card bg-sky p-6">
          <p className="font-display text-lg font-extrabold">{copy.noResults}</p>
          <p className="mt-3">{copy.popularTitle}:</p>
          <ul className="mt-2 space-y-1">
            {popular.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className={richLinkClass}>
                  {item.question}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href={copy.contactLink} className={richLinkClass}>
              {copy.contact}
            </a>
          </p>
        </div>
      ) : null}
      {failed ? <p className="mt-3 text-base">{copy.failed}</p> : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
