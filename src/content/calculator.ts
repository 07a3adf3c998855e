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
