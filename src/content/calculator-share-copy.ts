import { formatCount } from '@/lib/format'
import type { AgeRange } from './calculator'
import { count, unit, type ResultFigures } from './calculator-copy'
import { product } from './product'

/** A result named in the first person, as whoever shares it would say it. */
export type SharedResult = ResultFigures & { age: AgeRange }

/**
 * The share row under the results, and what a shared link or picture says. Apart
 * from the calculator's copy: it loads with the share control, after the results show.
 */
export const shareCopy = {
  label: 'share the damage',
  button: 'share',
  saveImage: 'save image',
  copied: 'link copied. paste it somewhere a friend will see it.',
  copyFailed: (url: string) => `could not copy the link. here it is: ${url}`,
  /** The page's title and the big line of its picture. */
  title: (r: SharedResult) => `${count(r.yearlyHours, 'hour', 'hours')} a year on my phone`,
  description: (r: SharedResult) =>
    `${r.age.range} years old, ${r.screenTime.range} hours a day: ${count(r.yearlyHours, 'hour', 'hours')} a year on my phone, ${count(r.yearlyDays, 'day', 'days')} end to end, ${count(r.lifetimeYears, 'year', 'years')} of my life by ${product.lifeExpectancyYears}. two taps to see yours.`,
  /** Sent with the link by the share sheet. */
  text: (r: SharedResult) =>
    `${count(r.yearlyHours, 'hour', 'hours')} a year on my phone. ${count(r.lifetimeYears, 'year', 'years')} of my life by ${product.lifeExpectancyYears}. how much is yours getting?`,
  imageAlt: (r: SharedResult) =>
    `${count(r.yearlyHours, 'hour', 'hours')} a year on my phone: ${count(r.yearlyDays, 'day', 'days')} a year, ${count(r.lifetimeYears, 'year', 'years')} of my life by ${product.lifeExpectancyYears}. touch grass screen time calculator.`,
  /** The picture's lines under the big number. */
  card: {
    number: (r: SharedResult) => formatCount(r.yearlyHours),
    unit: (r: SharedResult) => `${unit(r.yearlyHours, 'hour', 'hours')} a year on my phone`,
    /** The story picture stacks the same sentence: lead, number, unit. */
    storyLead: 'my phone gets',
    storyUnit: (r: SharedResult) => `${unit(r.yearlyHours, 'hour', 'hours')} a year`,
    detail: (r: SharedResult) =>
      `that is ${count(r.yearlyDays, 'day', 'days')} a year, and ${count(r.lifetimeYears, 'year', 'years')} of my life by ${product.lifeExpectancyYears}.`,
    invitation: 'how much is yours getting?',
  },
} as const
