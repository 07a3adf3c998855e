import { Link } from '@tanstack/react-router'
import { grassTuftPath } from '@/content/brand'
import { site } from '@/content/site'
import { cn } from '@/lib/cn'

export function GrassTuft(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <path
        d={grassTuftPath}
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
