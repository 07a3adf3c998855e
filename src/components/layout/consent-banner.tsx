import { Link, ScriptOnce } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { consentCopy } from '@/content/consent'
import { pages } from '@/content/pages'
import {
  applyStoredConsent,
  consentRevealScript,
  consentStorageKey,
  dismissConsentForNow,
  saveConsent,
  useConsentBannerState,
  type ConsentChoice,
} from '@/lib/consent'
import { mainContentId } from './skip-link'

/**
 * Asks once, without blocking or covering anything: a bar in the page's flow above the header,
 * so it can never hide the hero's buttons or the focused element, scrolls like the rest of the
 * page at any zoom, and comes right after the skip link in the tab order. Accept and reject
 * carry equal weight; Escape puts it away for this visit without a choice.
 */
export function ConsentBanner() {
  const state = useConsentBannerState()
  const open = state === 'open'
  const regionRef = useRef<HTMLElement>(null)
  /** The "cookie settings" button that reopened the banner: focus goes back there. */
  const reopenedFrom = useRef<HTMLElement | null>(null)

  useEffect(() => {
    applyStoredConsent()
  }, [])

  useEffect(() => {
    // Reopened from "cookie settings": take the keyboard there. On a first visit, leave focus alone.
    const active = document.activeElement
    if (open && active instanceof HTMLElement && active.closest('footer')) {
      reopenedFrom.current = active
      regionRef.current?.focus()
    }
  }, [open])

  // Escape anywhere inside it (a key handler on the container, as a dialog has; the region itself
  // is not a control, so it is added here rather than as a JSX prop).
  useEffect(() => {
    const region = regionRef.current
    if (!open || !region) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      moveFocusOn(region, reopenedFrom)
      dismissConsentForNow()
    }
    region.addEventListener('keydown', onKeyDown)
    return () => region.removeEventListener('keydown', onKeyDown)
  }, [open])

  function answer(choice: ConsentChoice) {
    moveFocusOn(regionRef.current, reopenedFrom)
    saveConsent(choice)
  }

  if (state === 'closed') return null
  return (
    <>
      <section
        ref={regionRef}
        data-consent-banner={state}
        tabIndex={-1}
        aria-labelledby="consent-title"
        className="no-print border-b-2 border-chalk-line bg-meadow outline-none"
      >
        {/* From 768 px the floating menu button sits top right: the right padding keeps it clear. */}
        <div className="mx-auto flex max-w-page flex-col gap-3 px-5 py-3 sm:px-8 md:flex-row md:items-center md:gap-8 md:pr-24">
          <div className="min-w-0 flex-1">
            {/* Not a heading: the banner comes before the page's h1, and a heading there broke
                the page's outline. Its region is named by this text all the same. */}
            <strong id="consent-title" className="inline text-base font-extrabold">
              {`${consentCopy.title}:`}
            </strong>{' '}
            <p className="inline text-sm text-soil-muted sm:text-base">
              {consentCopy.body}{' '}
              <Link
                to={pages.privacy.path}
                hash="2-2-on-this-website"
                className="font-semibold text-soil underline underline-offset-2"
              >
                {consentCopy.policy}
              </Link>
            </p>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-3">
            {/* data-remember: stored at the press even before the page is live (lib/loading/held-actions). */}
            <Button
              variant="secondary"
              className="px-3"
              data-remember={`${consentStorageKey}=granted`}
              onClick={() => answer('granted')}
            >
              {consentCopy.accept}
            </Button>
            <Button
              variant="secondary"
              className="px-3"
              data-remember={`${consentStorageKey}=denied`}
              onClick={() => answer('denied')}
            >
              {consentCopy.reject}
            </Button>
          </div>
        </div>
      </section>
      {/* Only the prerendered HTML needs it; the condition keeps its text out of the client bundle. */}
      {import.meta.env.SSR && <ScriptOnce>{consentRevealScript}</ScriptOnce>}
    </>
  )
}

/**
 * The banner is about to go: keep focus on something sensible instead of `<body>`: the
 * "cookie settings" button that reopened it, or the start of the page's content.
 */
function moveFocusOn(region: HTMLElement | null, reopenedFrom: { current: HTMLElement | null }) {
  const active = document.activeElement
  const hadFocus = active === document.body || Boolean(region?.contains(active))
  const target = reopenedFrom.current ?? document.getElementById(mainContentId)
  reopenedFrom.current = null
  if (hadFocus) target?.focus({ preventScroll: target.id === mainContentId })
}
