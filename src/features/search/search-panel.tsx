import { useNavigate } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useState } from 'react'
import { richLinkClass } from '@/components/rich-text'
import { faqGroups } from '@/content/faq-groups'
import { helpSearchEntry, type PagePath } from '@/content/pages'
import { helpSearchCopy } from '@/content/search'
import { popularQuestions, searchResultsCopy as copy } from '@/content/search-results'
import { announcePauseMs } from './announce'
import { search } from './search-engine'
import type { SearchResult, Segment } from './search-results'

/** What the field says about the list (help-search.tsx renders it on the field). */
export type ComboboxState = { expanded: boolean; activeId: string | undefined }

export type SearchPanelProps = {
  input: React.RefObject<HTMLInputElement | null>
  listId: string
  onStateChange: (state: ComboboxState) => void
}

const optionId = (listId: string, index: number) => `${listId}-${index}`
const popular = popularQuestions(faqGroups)

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

/** Goes to a result's own address; the page there opens and focuses it (decision 139). */
function useChoose() {
  const navigate = useNavigate()
  return (result: SearchResult) => {
    const [path = '', hash = ''] = result.url.split('#')
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
}

/**
 * The working half of the help search, fetched on intent with the library and the index: it
 * listens to the field help-search.tsx renders, and shows the results as the listbox popup of
 * the WAI-ARIA combobox pattern. Focus stays in the field (`aria-activedescendant`); arrows move
 * through the results, Enter opens one, Escape clears the field and so closes the list.
 */
export function SearchPanel({ input, listId, onStateChange }: SearchPanelProps) {
  const choose = useChoose()
  // What was typed while this loaded (or before the page was live) is searched at once. This
  // only renders in the browser, once its chunk has come.
  const [typed] = useState(
    () =>
      (document.getElementById(helpSearchEntry.id) as HTMLInputElement | null)?.value.trim() ?? '',
  )
  // What the results belong to ('' while nothing is searched), and the results.
  const [searched, setSearched] = useState(typed)
  const [results, setResults] = useState<readonly SearchResult[]>(() =>
    typed === '' ? [] : search(typed),
  )
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const open = searched !== '' && results.length > 0
  const activeId = open && active >= 0 ? optionId(listId, active) : undefined

  useLayoutEffect(() => {
    onStateChange({ expanded: open, activeId })
  }, [open, activeId, onStateChange])

  // Attached as the results are committed, before they are painted: a key pressed the moment
  // they show must find the listener that knows them.
  useLayoutEffect(() => {
    const field = input.current
    if (!field) return
    const update = () => {
      const value = field.value
      setActive(-1)
      setResults(value.trim() === '' ? [] : search(value))
      setSearched(value.trim() === '' ? '' : value)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const count = results.length
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!open) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((current) =>
          current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
        )
      } else if (event.key === 'Enter') {
        const result = open ? (results[active] ?? results[0]) : undefined
        if (!result) return
        event.preventDefault()
        setSearched('')
        choose(result)
      } else if (event.key === 'Escape') {
        // The first Escape clears (and so closes); the next is left to what is around the field.
        if (field.value === '') return
        event.preventDefault()
        field.value = ''
        update()
      }
    }
    field.addEventListener('input', update)
    field.addEventListener('keydown', onKeyDown)
    return () => {
      field.removeEventListener('input', update)
      field.removeEventListener('keydown', onKeyDown)
    }
  }, [input, results, active, open, choose])

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
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const noResults = searched !== '' && results.length === 0

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={helpSearchCopy.resultsLabel}
        hidden={!open}
        // Scrolls on its own at any height, so the field and the chosen result fit on one
        // screen together (at 320 x 200 too).
        className="mt-3 max-h-[60vh] space-y-1 overflow-y-auto overscroll-contain p-1"
      >
        {open
          ? results.map((result, index) => (
              // A press on a result chooses it without taking focus from the field first.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- focus stays in the field (aria-activedescendant), whose keys choose
              <div
                key={result.id}
                id={optionId(listId, index)}
                role="option"
                aria-selected={index === active}
                className="cursor-pointer rounded-2xl px-4 py-3 outline-offset-0 hover:bg-meadow aria-selected:bg-meadow aria-selected:outline-3 aria-selected:outline-soil"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setSearched('')
                  choose(result)
                }}
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
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </>
  )
}
