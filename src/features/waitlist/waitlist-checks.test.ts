import { expect, test } from 'vitest'
import { emailCases } from '../../../tests/fixtures/emails'
import { waitlistSchema } from './waitlist-checks'

for (const { why, input, stored } of emailCases) {
  test(`${stored ? 'stores' : "refuses with the spec's message"} ${why}`, () => {
    const result = waitlistSchema.safeParse({ email: input })
    if (stored) expect(result.data).toEqual({ email: stored })
    else
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'please enter a valid email',
      ])
  })
}
