import { cn } from '@/lib/cn'

type StepCardProps = {
  step: number
  title: string
  children: React.ReactNode
  className?: string
}

/** One numbered step of a "how it works" list; render inside an `<ol>`. */
export function StepCard({ step, title, children, className }: StepCardProps) {
  return (
    <li className={cn('rounded-card p-6 sm:p-8', className)}>
      <span
        aria-hidden="true"
        className="on-light inline-flex size-11 items-center justify-center rounded-full bg-sun font-display text-xl font-extrabold"
      >
        {step}
      </span>
      <h3 className="mt-5 text-xl font-extrabold sm:text-2xl">{title}</h3>
      <p className="mt-2 leading-relaxed text-soil-muted">{children}</p>
    </li>
  )
}
