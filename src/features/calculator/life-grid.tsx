import { calculatorCopy } from '@/content/calculator-copy'
import { cn } from '@/lib/cn'
import { lifeGrid, type LifeCell } from './calculator-maths'
import { revealClass, revealState } from './reveal'

const copy = calculatorCopy.results.lifeGrid

// Filled for the years behind, hollow for those ahead: each kind stands out 3:1 from the green
// card (deep green squares were 1.45:1), and lived and ahead differ by more than colour.
const cellClass: Record<LifeCell, string> = {
  lived: 'bg-meadow',
  ahead: 'border-2 border-meadow',
  phone: 'bg-sun',
}

const legend: [LifeCell, string][] = [
  ['lived', copy.lived],
  ['ahead', copy.ahead],
  ['phone', copy.phone],
]

type LifeGridProps = {
  ageMidpoint: number
  lifetimeYears: number
  /** Fades in and fills the squares, one year after another. */
  shown: boolean
}

/** What the grid draws, in words: the results' summary for screen readers ends with it. */
export function lifeGridAlt(ageMidpoint: number, lifetimeYears: number) {
  const cells = lifeGrid(ageMidpoint, lifetimeYears)
  const count = (kind: LifeCell) => cells.filter((cell) => cell === kind).length
  return copy.alt(count('lived'), count('ahead') + count('phone'), count('phone'))
}

/** The figures as a picture, one square a year. Hidden from screen readers: `lifeGridAlt` says it. */
export function LifeGrid({ ageMidpoint, lifetimeYears, shown }: LifeGridProps) {
  const cells = lifeGrid(ageMidpoint, lifetimeYears)
  return (
    <figure aria-hidden="true" data-state={revealState(shown)} className={cn('w-fit', revealClass)}>
      <div className="grid grid-cols-10 gap-1.5 sm:gap-2">
        {cells.map((cell, year) => (
          <span
            key={year}
            data-cell={cell}
            style={{ transitionDelay: shown ? `${year * 12}ms` : undefined }}
            className={cn(
              'size-5 rounded-md transition-[opacity,scale] duration-300 ease-out forced-color-adjust-none sm:size-6',
              cellClass[cell],
              shown ? 'scale-100 opacity-100' : 'scale-50 opacity-0',
            )}
          />
        ))}
      </div>
      <figcaption className="mt-4 text-sm text-meadow">
        <p>{copy.caption}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {legend.map(([cell, label]) => (
            <li key={cell} className="inline-flex items-center gap-2">
              <span className={cn('size-3 rounded-sm forced-color-adjust-none', cellClass[cell])} />
              {label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
