import qrSvg from 'virtual:app-store-qr'
import { useState } from 'react'
import { AppStoreBadge } from '@/components/app-store-badge'
import { LeafIcon } from '@/components/ui/icons'
import { download } from '@/content/download'
import { waitlistSectionId } from '@/content/waitlist'
import { WaitlistForm } from '@/features/waitlist/waitlist-form'

const qrSrc = `data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`

export function DownloadOptions() {
  const [joined, setJoined] = useState(false)

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="on-iphone" className="rounded-card bg-meadow p-6 sm:p-8">
        <h2 id="on-iphone" className="text-title font-extrabold">
          {download.iphone.heading}
        </h2>
        <p className="mt-3 max-w-prose text-soil-muted">{download.iphone.body}</p>
        <div className="mt-6 flex flex-wrap items-center gap-8">
          <AppStoreBadge location="download" />
          {/* Only useful where the visitor is not already on a phone. */}
          <figure className="hidden items-center gap-4 md:flex">
            <img
              src={qrSrc}
              alt={download.iphone.qrAlt}
              width={112}
              height={112}
              className="rounded-xl"
            />
            <figcaption className="max-w-40 text-sm text-soil-muted">
              {download.iphone.qrCaption}
            </figcaption>
          </figure>
        </div>
      </section>
      <section
        id={waitlistSectionId}
        aria-labelledby="on-android"
        className="rounded-card border-2 border-chalk-line p-6 sm:p-8"
      >
        <h2 id="on-android" className="text-title font-extrabold">
          {download.android.heading}
        </h2>
        <p className="mt-3 mb-6 max-w-prose text-soil-muted">{download.android.body}</p>
        {joined ? (
          <p className="on-light mb-4 inline-flex items-center gap-2 rounded-full bg-sun px-4 py-2 font-display font-extrabold">
            <LeafIcon className="size-5" />
            {download.android.joined}
          </p>
        ) : null}
        <WaitlistForm idPrefix="download-waitlist" onJoined={() => setJoined(true)} />
      </section>
    </div>
  )
}
