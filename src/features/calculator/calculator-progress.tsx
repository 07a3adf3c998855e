import { calculatorCopy } from '@/content/calculator-copy'
import { cn } from '@/lib/cn'

export const stepCount = 3

/** "step n of 3" in words, and the same as three bars for a glance. */
export function CalculatorProgress({ step, onDark }: { step: number; onDark: boolean }) {
  return (
    <div className="flex items-center gap-4">
      <p className={cn('shrink-0 text-sm font-semibold', onDark ? 'text-meadow' : 'text-grass')}>
        {calculatorCopy.progress(step + 1, stepCount)}
      </p>
      <div aria-hidden="true" className="flex max-w-48 flex-1 gap-1.5">
        {Array.from({ length: stepCount }, (_, index) => (
          <span
            key={index}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors duration-500 ease-out',
              index <= step
                ? onDark
                  ? 'bg-sun'
                  : 'bg-grass'
                : onDark
                  ? 'bg-chalk/25'
                  : 'bg-grass/15',
            )}
          />
        ))}
      </div>
    </div>
  )
}
