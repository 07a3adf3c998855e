import { Link } from '@tanstack/react-router'
import siteWide from 'virtual:content/site-wide-words'
import { consentCopy } from '@/content/consent'
import { footerNav, pages } from '@/content/pages'
import { site } from '@/content/site'
import { consentPolicySection, openConsentSettings } from '@/lib/consent'
import { GrassTuft } from './logo'

const sitePagesId = 'site-pages'
/** The footer's list of every page, where the menu button leads without JavaScript. */
export const sitePagesHref = `#${sitePagesId}`

export function SiteFooter() {
  return (
    <footer className="no-print on-dark bg-grass-deep text-chalk">
      <div className="mx-auto grid max-w-page gap-10 px-5 pt-14 pb-28 sm:px-8 md:grid-cols-[1.2fr_2fr] md:pb-14">
        <div>
          <p className="flex items-center gap-2 font-display text-3xl font-extrabold tracking-tight">
            <GrassTuft className="size-9 text-meadow-deep" />
            {site.name}
          </p>
          <p className="mt-3 max-w-xs text-meadow">{siteWide.tagline}</p>
        </div>
        <nav aria-label="footer" id={sitePagesId} tabIndex={-1} className="outline-none">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {footerNav.map((item) => (
              <li key={item.page.path}>
                <Link
                  to={item.page.path}
                  className="inline-flex min-h-tap items-center lowercase underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={openConsentSettings}
                className="inline-flex min-h-tap items-center lowercase underline-offset-4 hover:underline [@media(scripting:none)]:hidden"
              >
                {consentCopy.settings}
              </button>
              {/* Without JavaScript nothing is measured, so there is nothing to set: the policy says so. */}
              <Link
                to={pages.privacy.path}
                hash={consentPolicySection}
                className="inline-flex min-h-tap items-center lowercase underline-offset-4 hover:underline [@media(scripting:enabled)]:hidden"
              >
                {consentCopy.settings}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
