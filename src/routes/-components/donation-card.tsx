import type donations from 'virtual:content/donations'
import { rewildingCopy } from '@/content/rewilding'
import { formatGbp, formatMonth } from '@/lib/format'

export function DonationCard({ donation }: { donation: (typeof donations)[number] }) {
  const headingId = `donation-${donation.date}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-card bg-chalk shadow-card ring-1 ring-chalk-line"
    >
      <img
        src={donation.imageUrl}
        alt={donation.imageAlt}
        width={donation.imageWidth}
        height={donation.imageHeight}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full bg-meadow object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <h3 id={headingId} className="text-lg font-extrabold text-grass">
          <time dateTime={donation.date}>{formatMonth(donation.date)}</time>
        </h3>
        <p className="mt-1 font-display text-title font-extrabold tabular-nums">
          {formatGbp(donation.amountPence)}
        </p>
        <p className="mt-1 text-soil-muted">
          {rewildingCopy.history.recipientPrefix} {donation.organization}
        </p>
        <p className="mt-4 leading-relaxed">{donation.description}</p>
      </div>
    </article>
  )
}
