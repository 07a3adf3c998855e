import { expect, test, vi } from 'vitest'
import { createContactFormController } from './contact-form-controller'

const empty = { name: '', email: '', inquiryType: null, message: '' }

// @hookform/resolvers' zodResolver calls the schema's own parse methods, which zod/mini
// schemas have too: this checks the pair end to end, through react-hook-form.
test('validates through zodResolver with the zod/mini schema', async () => {
  const control = createContactFormController({ ...empty, name: 'Ada' })
  const onValid = vi.fn()
  const onInvalid = vi.fn()
  control.setValue('email', 'not-an-email')
  await control.handleSubmit(onValid, onInvalid)()
  expect(onValid).not.toHaveBeenCalled()
  const errors = onInvalid.mock.calls[0]?.[0]
  expect(Object.keys(errors)).toEqual(['email', 'inquiryType', 'message'])
  expect(errors.email.message).toBe('enter your email address in the format name@example.com')
  expect(errors.inquiryType.message).toBe('choose what your message is about')
  expect(errors.message.message).toBe('enter your message')
})

test('starts from what the fields already hold and hands on trimmed values', async () => {
  const control = createContactFormController({
    name: ' Ada ',
    email: 'ada@example.com',
    inquiryType: 'investors',
    message: 'a question ',
  })
  const onValid = vi.fn()
  await control.handleSubmit(onValid)()
  expect(onValid.mock.calls[0]?.[0]).toEqual({
    name: 'Ada',
    email: 'ada@example.com',
    inquiryType: 'investors',
    message: 'a question',
  })
})
