// @vitest-environment node
import privacy from 'virtual:content/privacy'
import terms from 'virtual:content/terms'
import { expect, test } from 'vitest'
import { numberSections, type LegalDocument } from './legal'

test('the terms have sections 1 to 6 and the privacy policy 1 to 7', () => {
  expect(numberSections(terms).map((section) => section.number)).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
  ])
  expect(numberSections(privacy).map((section) => section.number)).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
  ])
})

test('sections and subsections get numbered, linkable ids', () => {
  const [, , pricing] = numberSections(terms)
  expect(pricing?.id).toBe('3-pricing-and-payments')
  expect(pricing?.subsections[0]).toMatchObject({ id: '3-1-subscriptions', number: '3.1' })
})

test.each([
  ['terms', terms],
  ['privacy', privacy],
])('every heading id in the %s is unique', (_name, document: LegalDocument) => {
  const ids = numberSections(document).flatMap((section) => [
    section.id,
    ...section.subsections.map((subsection) => subsection.id),
  ])
  expect(new Set(ids).size).toBe(ids.length)
})

test('each document’s last-updated date says the same in words as in ISO', () => {
  for (const document of [terms, privacy]) {
    const iso = new Date(`${document.lastUpdatedIso}T00:00:00Z`)
    expect(
      iso.toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    ).toBe(document.lastUpdated)
  }
})
