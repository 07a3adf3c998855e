import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import faqGroups from 'virtual:content/faq'
import { richLinkClass } from '@/components/rich-text'
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

/** Goes to a result's own address; the page there opens and focuses it. */
function useChoose() {
  const navigate = useNavigate()
  return useCallback(
    (result: SearchResult) => {
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
    },
    [navigate],
  )
}

/**
 * The working half of the help search, fetched on intent with the library and the index: it
 * listens to the field help-search.tsx renders, and shows the results as the listbox popup of
 * the WAI-ARIA combobox pattern. Focus stays in the field (`aria-activedescendant`); arrows move
 * through the results, Enter opens the one moved to (with none, it closes the list). The first
 * Escape closes the list, the second clears the field; Alt+Up, Tab, focus moving away or a press
 * outside close it too, keeping the text, and a key or a press on the field shows it again.
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
  // The list put away while its text stays (Escape, Tab, focus or a press elsewhere).
  const [dismissed, setDismissed] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const listRef = useRef<HTMLDivElement>(null)
  const found = searched !== '' && results.length > 0
  const open = found && !dismissed
  const activeId = open && active >= 0 ? optionId(listId, active) : undefined
  const openChosen = useCallback(
    (result: SearchResult) => {
      setSearched('')
      setAnnouncement('')
      choose(result)
    },
    [choose],
  )

  useLayoutEffect(() => {
    onStateChange({ expanded: open, activeId })
  }, [open, activeId, onStateChange])

  // Attached as the results are committed, before they are painted: a key pressed the moment
  // they show must find the listener that knows them.
  useLayoutEffect(() => {
    const field = input.current
    const list = listRef.current
    if (!field) return
    const update = () => {
      const value = field.value
      setActive(-1)
      setDismissed(false)
      setResults(value.trim() === '' ? [] : search(value))
      setSearched(value.trim() === '' ? '' : value)
      // An empty field has nothing to count: the last count is not left there to be read.
      if (value.trim() === '') setAnnouncement('')
    }
    // The count goes with the list: a screen reader reading the page finds no stale one.
    const close = () => {
      setActive(-1)
      setDismissed(true)
      setAnnouncement('')
    }
    const reopen = () => setDismissed(false)
    const onKeyDown = (event: KeyboardEvent) => {
      const count = results.length
      if (event.key === 'ArrowUp' && event.altKey) {
        // Alt+Up closes the list, keeping the text, as the pattern has it.
        if (!open) return
        event.preventDefault()
        close()
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!found) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        if (!open) {
          // A closed list opens again; Alt+Down only opens it, as the pattern has it.
          reopen()
          setActive(event.altKey ? -1 : step > 0 ? 0 : count - 1)
          return
        }
        setActive((current) =>
          current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
        )
      } else if (['Home', 'End', 'ArrowLeft', 'ArrowRight'].includes(event.key)) {
        // Keys that edit the text move the visitor back into it: no option stays marked.
        setActive(-1)
      } else if (event.key === 'Enter') {
        // Only the option the visitor moved to is opened, as the pattern has it; with none,
        // Enter closes the list and leaves the text, rather than open an answer nobody heard.
        if (!open) return
        event.preventDefault()
        const result = results[active]
        if (result) openChosen(result)
        else close()
      } else if (event.key === 'Escape') {
        // The first Escape closes the list, the next clears the text; one more is left to what
        // is around the field.
        if (open) close()
        else if (field.value !== '') {
          field.value = ''
          update()
        } else return
        event.preventDefault()
      }
    }
    const onBlur = (event: FocusEvent) => {
      // A press on the list's own scrollbar or padding may focus it: focus goes back.
      if (list && event.relatedTarget instanceof Node && list.contains(event.relatedTarget)) {
        field.focus()
        return
      }
      if (open) close()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null
      if (open && !field.contains(target) && !list?.contains(target)) close()
    }
    field.addEventListener('input', update)
    field.addEventListener('keydown', onKeyDown)
    field.addEventListener('blur', onBlur)
    field.addEventListener('click', reopen)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      field.removeEventListener('input', update)
      field.removeEventListener('keydown', onKeyDown)
      field.removeEventListener('blur', onBlur)
      field.removeEventListener('click', reopen)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [input, results, active, open, found, openChosen])

  // Once per pause in typing, politely: every keystroke restarts the wait. A closed list says
  // nothing; shown again, its count is said again.
  useEffect(() => {
    if (searched === '' || dismissed) return
    const timer = window.setTimeout(
      () => setAnnouncement(copy.count(results.length)),
      announcePauseMs,
    )
    return () => window.clearTimeout(timer)
  }, [searched, results, dismissed])

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const noResults = searched !== '' && results.length === 0

  return (
    <>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={helpSearchCopy.resultsLabel}
        hidden={!open}
        // Not a Tab stop of its own (Chromium makes a scrolling box one): Tab leaves the combobox.
        tabIndex={-1}
        // A press in the list (a result, its padding, its scrollbar) leaves focus in the field.
        onMouseDown={(event) => event.preventDefault()}
        // Scrolls on its own at any height, so the field and the chosen result fit on one
        // screen together (at 320 x 200 too).
        className="mt-3 max-h-[60vh] space-y-1 overflow-y-auto overscroll-contain p-1"
      >
        {open
          ? results.map((result, index) => {
              const id = optionId(listId, index)
              return (
                // Named by its title and place (its content, less the excerpt), described by
                // the excerpt. A name from content, not aria-labelledby: what shows is the label.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- focus stays in the field (aria-activedescendant), whose keys choose
                <div
                  key={result.id}
                  id={id}
                  role="option"
                  aria-selected={index === active}
                  aria-describedby={`${id}-excerpt`}
                  className="cursor-pointer rounded-2xl px-4 py-3 outline-offset-0 hover:bg-meadow aria-selected:bg-meadow aria-selected:outline-3 aria-selected:outline-soil"
                  onClick={() => openChosen(result)}
                >
                  <span className="block font-display text-lg font-extrabold">
                    <Marked segments={result.title} />
                    {/* Two lines on screen, two phrases in the name: WebKit joins them into one
                        word ("version?faq"), and the pause is heard in both engines. */}
                    <span className="sr-only">, </span>
                  </span>
                  <span className="block text-sm text-soil-muted">{result.where}</span>
                  <span
                    id={`${id}-excerpt`}
                    // Out of the name; aria-describedby still reads it (accname counts a node
                    // it points at, hidden or not).
                    aria-hidden="true"
                    className="mt-1 block text-base leading-relaxed"
                  >
                    <Marked segments={result.excerpt} />
                  </span>
                </div>
              )
            })
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
