import { formatCount } from '@/lib/format'
import { product } from './product'
import type { ScreenTimeOption } from './calculator'

/** What the results copy is written from; every number in it comes from the spec's formulas. */
export type ResultFigures = {
  screenTime: ScreenTimeOption
  yearlyHours: number
  yearlyDays: number
  lifetimeYears: number
}

export type FigureLine = { before: string; value: string; unit: string; after: string }

/** The six result lines, in the order they appear. */
export type ResultLines = {
  figures: readonly [FigureLine, FigureLine, FigureLine]
  /** What the figures mean for a life. */
  life: string
  aside: string
  /** Shown with the App Store badge. */
  invitation: string
}

export const unit = (n: number, one: string, many: string) => (n === 1 ? one : many)
export const count = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${unit(n, one, many)}`

export const calculatorCopy = {
  label: 'screen time calculator',
  progress: (step: number, total: number) => `step ${step} of ${total}`,
  noscript:
    'the calculator needs javascript to do its sums. if you would rather do them by hand: the middle of your daily hours, times 365, is your hours a year.',
  age: {
    question: 'first things first: how old are you?',
    hint: 'roughly. nobody is checking id.',
    unit: 'years old',
  },
  screenTime: {
    question: 'and how long are you on your phone each day?',
    hint: 'be honest. your phone already knows.',
    unit: 'hours',
  },
  results: {
    heading: 'right. here is the damage.',
    showAll: 'show all now',
    /** The picture beside lines four and five: a life as one square per year. */
    lifeGrid: {
      caption: `a life to ${product.lifeExpectancyYears}, one square a year`,
      lived: 'behind you',
      ahead: 'ahead of you',
      phone: 'the phone’s share',
      /** The picture in words, for screen readers: the squares of each kind it draws. */
      alt: (lived: number, ahead: number, phone: number) =>
        `a life to ${product.lifeExpectancyYears}, one square a year: ${lived} behind you, ${ahead} ahead of you, and ${phone} of those ahead the phone’s share`,
    },
    startAgain: 'start again',
    /** Six lines, revealed one by one on the schedule in `timing.resultRevealDelaysS`. */
    lines: (r: ResultFigures): ResultLines => ({
      figures: [
        {
          before: 'every year, your phone gets',
          value: formatCount(r.yearlyHours),
          unit: unit(r.yearlyHours, 'hour', 'hours'),
          after: 'of you.',
        },
        {
          before: 'laid end to end, that is',
          value: formatCount(r.yearlyDays),
          unit: unit(r.yearlyDays, 'day', 'days'),
          after: 'a year. awake, thumbs busy.',
        },
        {
          before: `by ${product.lifeExpectancyYears}, that adds up to`,
          value: formatCount(r.lifetimeYears),
          unit: unit(r.lifetimeYears, 'year', 'years'),
          after: 'of your life.',
        },
      ],
      life: `that is ${count(r.lifetimeYears, 'spring', 'springs')} and ${count(r.lifetimeYears, 'summer', 'summers')} of grass, growing without you.`,
      aside:
        'no judgement. phones are brilliant at being picked up. they are just terrible at being put down.',
      invitation:
        'want some of it back? touch grass locks the apps you choose until you go outside and photograph real grass.',
    }),
  },
} as const
