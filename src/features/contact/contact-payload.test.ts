import { expect, test } from 'vitest'
import { inquiryTypes } from '@/content/contact'
import {
  ajaxEndpointFor,
  buildContactPayload,
  formActionFor,
  recipientFor,
  returnUrlAfterPost,
  subjectFor,
} from './contact-payload'

// The defaults from src/lib/env.schema.ts, which the unit tests build with.
const press = 'press@touchgrass.invalid'
const support = 'support@touchgrass.invalid'

test('media and investors go to the press recipient, support and other to support', () => {
  expect(inquiryTypes.map(recipientFor)).toEqual([press, press, support, support])
})

test('the AJAX endpoint and the form action follow the recipient', () => {
  expect(ajaxEndpointFor('investors')).toBe(`https://formsubmit.co/ajax/${press}`)
  expect(ajaxEndpointFor('other')).toBe(`https://formsubmit.co/ajax/${support}`)
  expect(formActionFor('media')).toBe(`https://formsubmit.co/${press}`)
  expect(formActionFor(null)).toBe(`https://formsubmit.co/${support}`)
})

test('the subject names the type, or says website when the type is not known yet', () => {
  expect(subjectFor('media')).toBe('media inquiry')
  expect(subjectFor(null)).toBe('website inquiry')
})

test('a plain post comes back to the contact page, at the success message', () => {
  expect(returnUrlAfterPost).toBe('https://touchgrass.app/contact#contact-sent')
})

test('builds the exact FormSubmit payload', () => {
  const payload = buildContactPayload(
    {
      name: 'Ada',
      email: 'ada@example.com',
      inquiryType: 'support',
      message: 'it will not unlock',
    },
    '',
  )
  expect(payload).toEqual({
    _subject: 'support inquiry',
    _captcha: 'true',
    _honey: '',
    _template: 'table',
    _replyto: 'ada@example.com',
    name: 'Ada',
    email: 'ada@example.com',
    inquiryType: 'support',
    message: 'it will not unlock',
  })
  expect(Object.keys(payload)).toEqual([
    '_subject',
    '_captcha',
    '_honey',
    '_template',
    '_replyto',
    'name',
    'email',
    'inquiryType',
    'message',
  ])
})

test('passes a filled honeypot through, so FormSubmit can discard the submission', () => {
  const payload = buildContactPayload(
    { name: 'bot', email: 'bot@example.com', inquiryType: 'other', message: 'spam' },
    'gotcha',
  )
  expect(payload._honey).toBe('gotcha')
})
