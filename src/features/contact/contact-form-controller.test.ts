import { expect, test, vi } from 'vitest'
import { createContactFormController } from './contact-form-controller'

// @hookform/resolvers' zodResolver calls the schema's own parse methods, which zod/mini
// schemas have too: this checks the pair end to end, through react-hook-form.
test('validates through zodResolver with the zod/mini schema', async () => {
  const control = createContactFormController()
  const onValid = vi.fn()
  const onInvalid = vi.fn()
  control.setValue('name', 'Ada')
  control.setValue('email', 'not-an-email')
  await control.handleSubmit(onValid, onInvalid)()
  expect(onValid).not.toHaveBeenCalled()
  const errors = onInvalid.mock.calls[0]?.[0]
  expect(errors.name).toBeUndefined()
  expect(errors.email.message).toBe('enter your email address in the format name@example.com')
  expect(errors.inquiryType.message).toBe('choose what your message is about')
  expect(errors.message.message).toBe('enter your message')
})

test('hands the trimmed values to the submit handler when everything is filled in', async () => {
  const control = createContactFormController()
  const onValid = vi.fn()
  control.setValue('name', ' Ada ')
  control.setValue('email', 'ada@example.com')
  control.setValue('inquiryType', 'investors')
  control.setValue('message', 'a question ')
  await control.handleSubmit(onValid)()
  expect(onValid.mock.calls[0]?.[0]).toEqual({
    name: 'Ada',
    email: 'ada@example.com',
    inquiryType: 'investors',
    message: 'a question',
  })
})
