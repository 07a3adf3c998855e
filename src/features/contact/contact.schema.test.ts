import { expect, test } from 'vitest'
import { emailCases } from '../../../tests/fixtures/emails'
import { contactMessages, contactSchema } from './contact.schema'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  inquiryType: 'media',
  message: 'hello',
}

function messagesFor(input: unknown) {
  const result = contactSchema.safeParse(input)
  const messages: Record<string, string> = {}
  // A field can fail more than one check; like the form's resolver, keep the first message.
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message
  return messages
}

test('accepts a complete message and trims the text fields', () => {
  expect(
    contactSchema.parse({ ...valid, name: '  Ada  ', email: ' ada@example.com ', message: ' hi ' }),
  ).toEqual({ ...valid, name: 'Ada', email: 'ada@example.com', message: 'hi' })
})

test('says what to fix for every empty field', () => {
  expect(messagesFor({ name: '', email: '', inquiryType: null, message: '' })).toEqual({
    name: 'enter your name',
    email: 'enter your email address',
    inquiryType: 'choose what your message is about',
    message: 'enter your message',
  })
})

test('treats a missing value as empty', () => {
  expect(messagesFor({})).toEqual({
    name: contactMessages.name,
    email: contactMessages.emailMissing,
    inquiryType: contactMessages.inquiryType,
    message: contactMessages.message,
  })
})

test('treats whitespace as empty', () => {
  expect(messagesFor({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
    name: contactMessages.name,
    message: contactMessages.message,
  })
})

test.each(['ada', 'ada@', 'ada@example', 'ada @example.com', '@example.com'])(
  'asks for the name@example.com format when the email is %j',
  (email) => {
    expect(messagesFor({ ...valid, email })).toEqual({
      email: 'enter your email address in the format name@example.com',
    })
  },
)

test.each(['press', '', 'MEDIA', undefined])('rejects the inquiry type %j', (inquiryType) => {
  expect(messagesFor({ ...valid, inquiryType })).toEqual({
    inquiryType: contactMessages.inquiryType,
  })
})

test('accepts each of the four inquiry types', () => {
  for (const inquiryType of ['media', 'investors', 'support', 'other']) {
    expect(contactSchema.safeParse({ ...valid, inquiryType }).success).toBe(true)
  }
})

test('judges the email by the shared table, as the waitlist does', () => {
  for (const { input, stored } of emailCases) {
    const result = contactSchema.safeParse({ ...valid, email: input })
    if (stored) expect(result.data?.email).toBe(stored)
    else expect(Object.keys(messagesFor({ ...valid, email: input }))).toEqual(['email'])
  }
})

test('says how long each field may be', () => {
  expect(
    messagesFor({
      ...valid,
      name: 'a'.repeat(201),
      email: `${'a'.repeat(64)}@${'b'.repeat(200)}.com`,
      message: 'm'.repeat(5001),
    }),
  ).toEqual({
    name: 'shorten your name to 200 characters or fewer',
    email: 'enter an email address of 254 characters or fewer',
    message: 'shorten your message to 5,000 characters or fewer',
  })
  expect(
    contactSchema.safeParse({ ...valid, name: 'a'.repeat(200), message: 'm'.repeat(5000) }).success,
  ).toBe(true)
})
