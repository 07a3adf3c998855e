import type { AnalyticsEvents } from '@/lib/analytics-events'
import { track } from '@/lib/analytics'
import { site } from '@/content/site'
import { cn } from '@/lib/cn'

type AppStoreBadgeProps = {
  /** Where the badge sits, reported with the app_store_click event. */
  location: AnalyticsEvents['app_store_click']['location']
  className?: string
}

/** Apple's black "Download on the App Store" badge, linking to the app. */
export function AppStoreBadge({ location, className }: AppStoreBadgeProps) {
  return (
    <a
      href={site.appStoreUrl}
      className={cn('inline-block rounded-[0.6rem]', className)}
      onClick={() => track('app_store_click', { location })}
    >
      <img
        src="/app-store-badge.svg"
        alt="Download on the App Store"
        width={150}
        height={50}
        className="h-[46px] w-[138px] sm:h-[50px] sm:w-[150px]"
      />
    </a>
  )
}
