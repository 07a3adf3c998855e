import { Link, ScriptOnce } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import siteWide from 'virtual:content/site-wide-words'
import { CloseIcon } from '@/components/ui/icons'
import { announcementHideScript, hiddenAnnouncementKey } from '@/lib/announcement-hidden.mjs'
import { rememberedChoice } from '@/lib/remembered-choice'
import { mainContentId } from './skip-link'

/** The id of the banner the visitor hid last (a new announcement has another id). */
const hiddenBanner = rememberedChoice<string>(hiddenAnnouncementKey, (id) => id)

/**
 * The owner's announcement (content/site.yml, `banner`), above the header on every page while it
 * is on. A named region; its button hides it for good (until the words change) and puts focus
 * at the start of the page's content.
 */
export function AnnouncementBanner() {
  const { banner } = siteWide
  return banner ? <Announcement banner={banner} /> : null
}

function Announcement({ banner }: { banner: NonNullable<typeof siteWide.banner> }) {
  const hidden = useSyncExternalStore(
    hiddenBanner.subscribe,
    () => hiddenBanner.read() === banner.id,
    () => false,
  )
  if (hidden) return null
  const { link } = banner
  const linkClass = 'font-semibold underline underline-offset-2'
  return (
    <>
      {import.meta.env.SSR && <ScriptOnce>{announcementHideScript(banner.id)}</ScriptOnce>}
      <section
        aria-label="announcement"
        data-announcement={banner.id}
        className="on-light no-print border-b-2 border-soil bg-sun text-soil"
      >
        {/* From 768 px the floating menu button sits top right: the right padding keeps it clear. */}
        <div className="mx-auto flex max-w-page items-center gap-3 px-5 py-2 sm:px-8 md:pr-24">
          <p className="min-w-0 flex-1 text-sm sm:text-base">
            {banner.text}{' '}
            {link &&
              ('to' in link ? (
                <Link to={link.to} hash={link.hash} className={linkClass}>
                  {link.text}
                </Link>
              ) : (
                <a href={link.href} className={linkClass}>
                  {link.text}
                </a>
              ))}
          </p>
          {/* Without scripting it could not work: the banner then simply stays. */}
          <button
            type="button"
            onClick={() => {
              document.getElementById(mainContentId)?.focus({ preventScroll: true })
              hiddenBanner.save(banner.id)
            }}
            className="inline-flex size-tap shrink-0 items-center justify-center rounded-full hover:bg-soil/10 [@media(scripting:none)]:hidden"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">hide this announcement</span>
          </button>
        </div>
      </section>
    </>
  )
}
