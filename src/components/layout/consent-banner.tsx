import { Link, ScriptOnce } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { consentCopy } from '@/content/consent'
import { pages } from '@/content/pages'
import {
  applyStoredConsent,
  consentRevealScript,
  saveConsent,
  useConsentBannerState,
} from '@/lib/consent'

/**
 * Asks once, without blocking the page: a region at the bottom, not a modal. Accept and reject
 * carry equal weight.
 */
export function ConsentBanner() {
  const state = useConsentBannerState()
  const open = state === 'open'
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    applyStoredConsent()
  }, [])

  useEffect(() => {
    // Reopened from "cookie settings": take the keyboard there. On a first visit, leave focus alone.
    if (open && document.activeElement?.closest('footer')) regionRef.current?.focus()
  }, [open])

  if (state === 'closed') return null
  return (
    <>
      <section
        ref={regionRef}
        data-consent-banner={state}
        tabIndex={-1}
        aria-labelledby="consent-title"
        className="no-print fixed inset-x-3 bottom-22 z-40 rounded-card bg-chalk p-5 shadow-float ring-1 ring-soil/15 sm:inset-x-auto sm:bottom-5 sm:left-5 sm:max-w-md sm:p-6"
      >
        <h2 id="consent-title" className="text-xl font-extrabold">
          {consentCopy.title}
        </h2>
        <p className="mt-2 text-base text-soil-muted">
          {consentCopy.body}{' '}
          <Link
            to={pages.privacy.path}
            hash="2-2-on-this-website"
            className="underline underline-offset-2"
          >
            {consentCopy.policy}
          </Link>
        </p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => saveConsent('granted')}>
            {consentCopy.accept}
          </Button>
          <Button variant="secondary" onClick={() => saveConsent('denied')}>
            {consentCopy.reject}
          </Button>
        </div>
      </section>
      {/* Only the prerendered HTML needs it; the condition keeps its text out of the client bundle. */}
      {import.meta.env.SSR && <ScriptOnce>{consentRevealScript}</ScriptOnce>}
    </>
  )
}
