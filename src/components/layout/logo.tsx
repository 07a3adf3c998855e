import { Link } from '@tanstack/react-router'
import { site } from '@/content/site'
import { cn } from '@/lib/cn'

export function GrassTuft(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M6 29c1-7 0-12-3-17 4 3 6 8 6 17M12 29c0-9 1-16 4-24 1 8 0 16-1 24M19 29c0-6 2-12 7-17-2 6-3 11-3 17M25 29c1-4 3-7 6-9-2 3-3 6-3 9"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex min-h-tap items-center gap-2 font-display text-xl font-extrabold tracking-tight',
        className,
      )}
    >
      <GrassTuft className="size-7 text-grass-bright" />
      <span>{site.name}</span>
    </Link>
  )
}
