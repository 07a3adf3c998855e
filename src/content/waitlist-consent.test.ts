// @vitest-environment node
import { expect, test } from 'vitest'
import { consentTexts, currentConsentVersion } from '../../functions/src/consent.js'
import { waitlistCopy } from './waitlist'

test('the consent record stores the words the waitlist form shows', () => {
  expect(consentTexts[currentConsentVersion]!.words).toBe(waitlistCopy.description)
})
