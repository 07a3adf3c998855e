/**
 * The calculator's answers (spec section 3). `id` goes into share links and analytics, so it
 * must survive a URL untouched: "+" would decode as a space, hence "55-plus" for "55+".
 */
export type AgeRange = { id: string; range: string; minAge: number; maxAge: number }
export type ScreenTimeOption = { id: string; range: string; hoursMin: number; hoursMax: number }

export const ageRanges = [
  { id: '14-24', range: '14-24', minAge: 14, maxAge: 24 },
  { id: '25-34', range: '25-34', minAge: 25, maxAge: 34 },
  { id: '35-44', range: '35-44', minAge: 35, maxAge: 44 },
  { id: '45-54', range: '45-54', minAge: 45, maxAge: 54 },
  { id: '55-plus', range: '55+', minAge: 55, maxAge: 64 },
] as const satisfies readonly AgeRange[]

export const screenTimeOptions = [
  { id: '1-2', range: '1-2', hoursMin: 1, hoursMax: 2 },
  { id: '2-3', range: '2-3', hoursMin: 2, hoursMax: 3 },
  { id: '3-4', range: '3-4', hoursMin: 3, hoursMax: 4 },
  { id: '4-5', range: '4-5', hoursMin: 4, hoursMax: 5 },
  { id: '5-6', range: '5-6', hoursMin: 5, hoursMax: 6 },
  { id: '6-plus', range: '6+', hoursMin: 6, hoursMax: 8 },
] as const satisfies readonly ScreenTimeOption[]

export type AgeRangeId = (typeof ageRanges)[number]['id']
export type ScreenTimeId = (typeof screenTimeOptions)[number]['id']

/**
 * Every answer has a page of its own, prerendered with its results and its
 * pictures: `/screentime-calculator/25-34/3-4`. vite.config.ts reads the paths (through
 * prerender-paths.ts), so this module imports nothing.
 */
export const resultPath = (age: AgeRangeId, hours: ScreenTimeId) =>
  `/screentime-calculator/${age}/${hours}` as const

/** The pictures of a result, written by scripts/generate-result-cards.mjs at build time. */
export const resultCards = {
  /** The link preview (Open Graph and Twitter card). */
  card: { width: 1200, height: 630, suffix: '' },
  /** Phone-screen sized, for saving and sharing as a picture. */
  story: { width: 1080, height: 1920, suffix: '-story' },
} as const

export type ResultCardKind = keyof typeof resultCards

export const resultCardPath = (age: AgeRangeId, hours: ScreenTimeId, kind: ResultCardKind) =>
  `/images/results/${age}-${hours}${resultCards[kind].suffix}.png`

/** Every answer pair, in the order of the options: 5 ages x 6 daily times. */
export const allAnswers = ageRanges.flatMap((age) =>
  screenTimeOptions.map((screenTime) => ({ age: age.id, hours: screenTime.id })),
) satisfies { age: AgeRangeId; hours: ScreenTimeId }[]
