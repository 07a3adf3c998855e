import { expect, test } from 'vitest'
import { emailCases } from '../../../tests/fixtures/emails'
import { contactFieldNames, contactFields, inquiryTypes } from '@/content/contact'
import { contactSample, contactTextFields } from '../../../tests/fixtures/contact-form'
import { contactSchema } from './contact-checks'

const valid = contactSample('media')
/** Each required field's message for an empty value, by field. */
const missing = Object.fromEntries(
  contactFieldNames.flatMap((name) => {
    const { missing } = contactFields[name].messages as { missing?: string }
    return missing ? [[name, missing]] : []
  }),
)

function messagesFor(input: unknown) {
  const result = contactSchema.safeParse(input)
  const messages: Record<string, string> = {}
  // A field can fail more than one check; like the form's resolver, keep the first message.
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message
  return messages
}

test('accepts a complete message and trims the text fields', () => {
  const padded = Object.fromEntries(contactTextFields.map((name) => [name, ` ${valid[name]}  `]))
  expect(contactSchema.parse({ ...valid, ...padded })).toEqual(valid)
})

test('says what to fix for every empty field', () => {
  const empty = Object.fromEntries(contactTextFields.map((name) => [name, '']))
  expect(messagesFor({ ...empty, inquiryType: null })).toEqual(missing)
})

test('treats a missing value as empty', () => {
  expect(messagesFor({})).toEqual(missing)
})

test('treats whitespace as empty', () => {
  const blank = Object.fromEntries(contactTextFields.map((name) => [name, '\n\t ']))
  expect(messagesFor({ ...valid, ...blank })).toEqual(
    Object.fromEntries(
      contactTextFields.flatMap((name) => (missing[name] ? [[name, missing[name]]] : [])),
    ),
  )
})

test.each(['ada', 'ada@', 'ada@example', 'ada @example.com', '@example.com'])(
  'asks for the name@example.com format when the email is %j',
  (email) => {
    expect(messagesFor({ ...valid, email })).toEqual({
      email: contactFields.email.messages.format,
    })
  },
)

test.each(['press', '', 'MEDIA', undefined])('rejects the inquiry type %j', (inquiryType) => {
  expect(messagesFor({ ...valid, inquiryType })).toEqual({
    inquiryType: contactFields.inquiryType.messages.missing,
  })
})

test('accepts each inquiry type', () => {
  for (const inquiryType of inquiryTypes) {
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

test('holds every text field to its length, with its own message', () => {
  for (const name of contactTextFields) {
    const { maxLength, messages } = contactFields[name]
    const long =
      name === 'email'
        ? `${'a'.repeat(64)}@${'b'.repeat(maxLength)}.com`
        : 'x'.repeat(maxLength + 1)
    expect(messagesFor({ ...valid, [name]: long })).toEqual({ [name]: messages.tooLong })
  }
})
