import { expect, test } from 'vitest'
import { inquiryTypes } from '@/content/contact'
import { contactSample, expectedPayload, recipientOf } from '../../../tests/fixtures/contact-form'
import {
  ajaxEndpointFor,
  buildContactPayload,
  defaultRoute,
  formActionFor,
  returnUrlAfterPost,
  routeOf,
  subjectFor,
} from './contact-payload'

// The defaults from src/lib/env.schema.ts, which the unit tests build with.
const press = 'press@touchgrass.invalid'
const support = 'support@touchgrass.invalid'

test('media and investors go to the press recipient, support and other to support', () => {
  expect(['media', 'investors', 'support', 'other'].map((type) => routeOf(type as never))).toEqual([
    'press',
    'press',
    'support',
    'support',
  ])
})

test('the AJAX endpoint and the form action follow each type’s route', () => {
  for (const type of inquiryTypes) {
    const recipient = recipientOf(type, { press, support })
    expect(ajaxEndpointFor(type)).toBe(`https://formsubmit.co/ajax/${recipient}`)
    expect(formActionFor(routeOf(type))).toBe(`https://formsubmit.co/${recipient}`)
  }
  expect(formActionFor(defaultRoute)).toBe(`https://formsubmit.co/${support}`)
})

test('the subject names the type', () => {
  expect(subjectFor('media')).toBe('media inquiry')
})

test('a plain post comes back to the contact page, at the success message', () => {
  expect(returnUrlAfterPost).toBe('https://touchgrass.app/contact#contact-sent')
})

test('builds the exact FormSubmit payload, FormSubmit’s settings first, then the fields in page order', () => {
  for (const type of inquiryTypes) {
    const payload = buildContactPayload(contactSample(type), '')
    expect(payload).toEqual(expectedPayload(type))
    expect(Object.keys(payload)).toEqual(Object.keys(expectedPayload(type)))
  }
})

test('passes a filled honeypot through, so FormSubmit can discard the submission', () => {
  const payload = buildContactPayload(contactSample('other'), 'gotcha')
  expect(payload._honey).toBe('gotcha')
})
