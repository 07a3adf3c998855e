import type pressFacts from 'virtual:content/press-facts'
import { formatCount } from '@/lib/format'
import { type InquiryType } from './inquiry-types'
import { site } from './site'
import { product } from './product'

export type Fact = (typeof pressFacts)[number]

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** The calculator's method, with a worked example, in words a journalist can quote. */
export function calculatorMethod(example: {
  ageRange: string
  hoursRange: string
  averageHours: number
  ageMidpoint: number
  yearlyHours: number
  yearlyDays: number
  lifetimeYears: number
}) {
  return {
    method: `the screen time calculator asks two things: an age range and a range of daily phone hours. it takes the middle of each (${example.hoursRange} hours a day counts as ${example.averageHours}; ${example.ageRange} counts as ${example.ageMidpoint}). hours a year are the daily hours times 365; days a year are those hours divided by 24; years of the rest of a life are the daily hours times 365 times the years left until ${product.lifeExpectancyYears} (the life expectancy it assumes), divided by 24 times 365. each figure is rounded down on its own.`,
    example: `so someone aged ${example.ageRange} on their phone ${example.hoursRange} hours a day is on track for ${formatCount(example.yearlyHours)} hours a year, ${formatCount(example.yearlyDays)} days a year, and ${plural(example.lifetimeYears, 'year', 'years')} of the rest of their life.`,
  }
}

export type PressContact = {
  inquiryType: InquiryType
  title: string
  body: string
  link: string
}

export const pressCopy = {
  facts: { title: 'fact sheet', lead: `the short version of ${site.name}, safe to quote.` },
  calculator: { title: 'the calculator, explained', tryIt: 'try the calculator' },
  assets: {
    title: 'logos, icon and screenshots',
    lead: 'made from the same files as the app and this site. use them as they are: please don’t recolour, stretch or crop the logo.',
    zipTitle: 'everything in one zip',
    zipContents: (count: number) => `${count} files: logos, wordmarks, icon, colours and stills`,
    marksTitle: 'logo and wordmark',
    stillsTitle: 'the app',
    stillsLead:
      'stills from the demo video, full phone-screen size: an app on a break, the grass check, unlocked.',
    zipLink: 'download the press kit',
    download: 'download',
    colours: 'colours',
    vector: 'vector',
  },
  people: {
    title: 'people to ask',
    lead: 'one contact form, read by humans. say who you are and what you need.',
    contacts: [
      {
        inquiryType: 'media',
        title: 'press',
        body: 'writing about us, making a podcast or after an interview? tell us your deadline and we will work to it.',
        link: 'contact the press team',
      },
      {
        inquiryType: 'investors',
        title: 'investors',
        body: 'funding, partnerships and the numbers behind the fact sheet. tell us who you are and what you would like to see.',
        link: 'contact us about investing',
      },
    ] satisfies PressContact[],
  },
} as const
