import type { AgeRange, ScreenTimeOption } from '@/content/calculator'
import { product } from '@/content/product'

export type CalculatorResult = {
  /** Midpoint of the chosen daily hours. */
  averageHours: number
  /** Midpoint of the chosen age range: the age the maths assumes. */
  ageMidpoint: number
  yearlyHours: number
  yearlyDays: number
  lifetimeYears: number
}

const daysPerYear = 365
const hoursPerDay = 24

const midpoint = (min: number, max: number) => (min + max) / 2

/** Spec section 9, term for term: each figure is floored on its own, never derived from another. */
export function calculateScreenTime(age: AgeRange, screenTime: ScreenTimeOption): CalculatorResult {
  const averageHours = midpoint(screenTime.hoursMin, screenTime.hoursMax)
  const ageMidpoint = midpoint(age.minAge, age.maxAge)
  const yearsLeft = product.lifeExpectancyYears - ageMidpoint
  return {
    averageHours,
    ageMidpoint,
    yearlyHours: Math.floor(averageHours * daysPerYear),
    yearlyDays: Math.floor((averageHours * daysPerYear) / hoursPerDay),
    lifetimeYears: Math.floor(
      (averageHours * daysPerYear * yearsLeft) / (hoursPerDay * daysPerYear),
    ),
  }
}

export type LifeCell = 'lived' | 'ahead' | 'phone'

/**
 * A life as one cell per year up to the life expectancy: the years behind, the years ahead,
 * and among those ahead the phone's share, spread evenly because it is taken a few hours a day.
 */
export function lifeGrid(ageMidpoint: number, lifetimeYears: number): LifeCell[] {
  const lived = Math.floor(ageMidpoint)
  const ahead = product.lifeExpectancyYears - lived
  return Array.from({ length: product.lifeExpectancyYears }, (_, year) => {
    if (year < lived) return 'lived'
    const index = year - lived
    const phoneYearsBefore = Math.floor((index * lifetimeYears) / ahead)
    const phoneYearsAfter = Math.floor(((index + 1) * lifetimeYears) / ahead)
    return phoneYearsAfter > phoneYearsBefore ? 'phone' : 'ahead'
  })
}
