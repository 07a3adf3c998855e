import {
  ageRanges,
  screenTimeOptions,
  type AgeRangeId,
  type ScreenTimeId,
} from '@/content/calculator'

/** The calculator's answers as they live in the URL: `?age=25-34&hours=3-4`. */
export type CalculatorSearch = { age?: AgeRangeId; hours?: ScreenTimeId }

const findById = <T extends { id: string }>(options: readonly T[], value: unknown) =>
  options.find((option) => option.id === value)

export const findAgeRange = (id: unknown) => findById(ageRanges, id)
export const findScreenTime = (id: unknown) => findById(screenTimeOptions, id)

/**
 * The router's `validateSearch`. Hand-written rather than zod: two enum checks do not justify
 * zod on the page's first load. Anything unknown is dropped instead of throwing, so a mangled
 * share link opens the first question; an answer to question two without one to question one
 * is dropped too, because the steps are answered in order.
 */
export function validateCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  const age = findAgeRange(search.age)
  if (!age) return {}
  const hours = findScreenTime(search.hours)
  return hours ? { age: age.id, hours: hours.id } : { age: age.id }
}
