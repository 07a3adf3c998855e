import { useId } from 'react'
import { cn } from '@/lib/cn'

/** A strip of grass along the bottom of the calculator card. Decorative. */
export function MeadowEdge({ className }: { className?: string }) {
  const patternId = useId()
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={cn('pointer-events-none absolute inset-x-0 bottom-0 h-7 w-full', className)}
    >
      <defs>
        <pattern id={patternId} width="56" height="28" patternUnits="userSpaceOnUse">
          <path
            fill="currentColor"
            d="M0 28c2-7 2-12 0-18 4 5 6 11 6 18ZM8 28c0-9 2-17 6-24 0 9-1 17-2 24ZM17 28c1-6 4-11 9-14-3 4-4 9-4 14ZM29 28c-1-5-3-9-7-12 5 2 9 6 10 12ZM34 28c1-8 3-15 8-21-2 8-3 15-3 21ZM44 28c0-5 2-9 5-12-1 4-1 8-1 12ZM50 28c1-6 3-10 6-13-2 5-2 9-2 13Z"
          />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  )
}
