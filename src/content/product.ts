/** The numbers the spec fixes. Copy, maths and timings all read them from here. */
export const product = {
  minimumIos: 17,
  freeTierAppLimit: 2,
  annualTrialDays: 7,
  freeSkipsPerMonth: 1,
  skipProfitDonatedPercent: 50,
  renewalNoticeHours: 24,
  parentalConsentBelowAge: 13,
  lifeExpectancyYears: 80,
  unblockDurations: ['short break', 'medium break', 'long break', 'all day'],
} as const

export const timing = {
  /** Headline word rotation cadence. */
  wordRotationMs: 2000,
  /** Each word's fade-and-slide in or out. */
  wordTransitionS: 0.5,
  wordOffsetPx: 20,
  /** Calculator: fade the step out, wait, advance. */
  stepTransitionMs: 500,
  /** Calculator result lines appear at these offsets after the results step shows. */
  resultRevealDelaysS: [0.3, 3, 5, 8, 11, 14],
  /** Contact form: the sending state lasts at least this long. */
  contactMinimumSendingMs: 2000,
  /** A contact send that has not answered by then counts as failed (the visitor can retry). */
  contactTimeoutMs: 15_000,
  /** A waitlist write that has not answered by then counts as failed. */
  waitlistTimeoutMs: 10_000,
} as const
