import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { keepDraftsForTests } from '@/lib/loading/held-actions'
import { onDemand } from '@/lib/loading/on-demand'
import { resumeStorageKey } from '@/lib/loading/resume'
import { contactFields } from '@/content/contact'
import {
  contactSample,
  contactTextFields,
  expectedPayload,
  fillContact,
  missingMessages,
  textLabel,
  type InquiryType,
} from '../../../tests/fixtures/contact-form'
import { ContactForm, contactChecks } from './contact-form'
import { draftStorageKey } from './contact-draft'

// The page fetches the form's checks on intent; here they are there already, so a submit
// settles in microtasks and the fake clock alone decides when "sending..." ends.
beforeAll(() => contactChecks.load())
// The page's inline script saves drafts (lib/loading/held-actions); here it listens on jsdom's window.
beforeAll(() => keepDraftsForTests())
const missingCode = () => onDemand<never>(() => Promise.reject(new Error('chunk gone')))

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

function setup(props: React.ComponentProps<typeof ContactForm> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  const view = render(<ContactForm {...props} />)
  const fields = Object.defineProperties(
    {},
    Object.fromEntries(
      contactTextFields.map((name) => [
        name,
        { get: () => screen.getByRole('textbox', { name: textLabel[name] }) },
      ]),
    ),
  ) as Record<(typeof contactTextFields)[number], HTMLElement>
  return {
    user,
    get form() {
      return view.container.querySelector('form') as HTMLFormElement
    },
    fields,
  }
}

/** Fills every field as the end-to-end tests do, by typing and clicking as a visitor would. */
const fillIn = (user: ReturnType<typeof userEvent.setup>, type: InquiryType = 'support') =>
  fillContact(
    {
      getByRole: (role, name) => ({
        fill: (value) => user.type(screen.getByRole(role, name), value),
        check: () => user.click(screen.getByRole(role, name)),
      }),
    },
    type,
  )

/** Every text field holds what `fillIn` typed, or every one is empty. */
const expectTextFields = (fields: Record<string, HTMLElement>, type: InquiryType | null) => {
  for (const name of contactTextFields)
    expect(fields[name]).toHaveProperty('value', type ? contactSample(type)[name] : '')
}

const focused = (element: Element | null) => element !== null && document.activeElement === element

/** The text a screen reader reads as the element's description. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .join(' ')

const sentHeading = () =>
  screen.queryByRole('heading', { name: 'your message has been sent successfully!', hidden: true })
/** jsdom applies no stylesheet, so this reads the class that hides the (prerendered) panel. */
const sentShown = () => !sentHeading()?.closest('#contact-sent')?.classList.contains('hidden')

/** Lets the submit's promise chain (load, validate, send) run, without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

const accepted = () => new Response(JSON.stringify({ success: 'true' }), { status: 200 })
const sendButton = () => screen.getByRole('button', { name: /send message|sending/ })

test('is a real form that posts to the support recipient (its routed buttons take the others)', () => {
  const { form } = setup()
  expect(form.method).toBe('post')
  expect(form.action).toBe('https://formsubmit.co/support@touchgrass.invalid')
  const hidden = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ]),
  )
  expect(hidden).toEqual({
    _subject: 'website inquiry',
    _captcha: 'true',
    _template: 'table',
    _next: 'https://touchgrass.app/contact#contact-sent',
  })
})

test('an empty submit lists every problem in a focused summary and beside each field', async () => {
  const { user, fields } = setup()
  await user.click(sendButton())
  await settle()

  const summary = screen.getByRole('region', { name: 'there is a problem' })
  expect(focused(summary)).toBe(true)
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(missingMessages)

  for (const name of contactTextFields) {
    const { hint, messages } = contactFields[name] as {
      hint?: string
      messages: { missing?: string }
    }
    if (!messages.missing) continue
    expect(fields[name].getAttribute('aria-invalid')).toBe('true')
    expect(description(fields[name])).toBe(
      [hint, `error: ${messages.missing}`].filter(Boolean).join(' '),
    )
  }
  const group = screen.getByRole('group', { name: contactFields.inquiryType.label })
  expect(group.getAttribute('aria-invalid')).toBe('true')
  expect(description(group)).toBe(`error: ${contactFields.inquiryType.messages.missing}`)
  expect(fetchMock).not.toHaveBeenCalled()
})

test('a summary link moves focus to its field', async () => {
  const { user, fields } = setup()
  await user.click(sendButton())
  await settle()
  await user.click(screen.getByRole('link', { name: 'enter your message' }))
  expect(focused(fields.message)).toBe(true)
  await user.click(screen.getByRole('link', { name: 'choose what your message is about' }))
  expect(focused(screen.getByRole('radio', { name: 'media' }))).toBe(true)
})

test('fixing a field after a failed submit clears its error', async () => {
  const { user, fields } = setup()
  await user.click(sendButton())
  await settle()
  await user.type(fields.email, 'ada@')
  await settle()
  expect(description(fields.email)).toMatch(
    /error: enter your email address in the format name@example.com$/,
  )
  await user.type(fields.email, 'example.com')
  await settle()
  expect(fields.email.getAttribute('aria-invalid')).toBe('false')
  expect(screen.queryByRole('link', { name: /enter your email/ })).toBeNull()
  expect(screen.getByRole('link', { name: 'enter your name' })).toBeDefined()
})

test('errors are announced by focusing the summary, not by a live region, and prefix the title', async () => {
  document.title = 'contact - touch grass'
  const { user } = setup()
  await user.click(sendButton())
  await settle()
  expect(document.title).toBe('Error: contact - touch grass')
  // Screen readers read a live region on every change: correcting a field must stay quiet.
  expect(document.querySelectorAll('[role="alert"], [aria-live]')).toHaveLength(0)
  await fillIn(user, 'media')
  await settle()
  expect(screen.queryByRole('region', { name: 'there is a problem' })).toBeNull()
  expect(document.title).toBe('contact - touch grass')
})

test('sends, says "sending..." for at least 2 s, then confirms and clears the form and draft', async () => {
  fetchMock.mockResolvedValue(accepted())
  const { user, fields } = setup()
  await fillIn(user, 'media')
  expect(sessionStorage.getItem(draftStorageKey)).toContain(contactSample('media').message)

  await user.click(sendButton())
  await settle()
  expect(sendButton().getAttribute('aria-disabled')).toBe('true')
  expect(focused(sendButton())).toBe(true)
  expect(sendButton().textContent).toBe('sending...')
  expect(fetchMock).toHaveBeenCalledWith(
    'https://formsubmit.co/ajax/press@touchgrass.invalid',
    expect.objectContaining({ method: 'POST' }),
  )
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(expectedPayload('media'))

  await act(() => vi.advanceTimersByTimeAsync(1999))
  expect(sendButton().textContent).toBe('sending...')
  expect(sentShown()).toBe(false)

  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(sentShown()).toBe(true)
  expect(focused(sentHeading()?.closest('[tabindex="-1"]') ?? null)).toBe(true)
  expect(sendButton().hasAttribute('aria-disabled')).toBe(false)
  expect(sendButton().textContent).toBe('send message')
  expectTextFields(fields, null)
  expect(screen.getByRole('radio', { name: 'media' })).toHaveProperty('checked', false)
  expect(sessionStorage.getItem(draftStorageKey)).toBeNull()
})

test.each([
  ['a server error', () => new Response('oops', { status: 500 }), /had a wobble/],
  [
    'an activation notice',
    () => new Response(JSON.stringify({ success: 'false', message: 'needs activation' })),
    /turned it away/,
  ],
  [
    'a network failure',
    () => {
      throw new TypeError('Failed to fetch')
    },
    /could not reach/,
  ],
])('%s keeps everything typed and offers to try again', async (_name, answer, explanation) => {
  fetchMock.mockImplementationOnce(async () => answer())
  const { user, fields } = setup()
  await fillIn(user)
  await user.click(sendButton())
  await settle()
  await act(() => vi.advanceTimersByTimeAsync(2000))

  const heading = screen.getByRole('heading', { name: 'your message did not send' })
  const panel = heading.closest('[tabindex="-1"]') as HTMLElement
  expect(focused(panel)).toBe(true)
  expect(panel.textContent).toMatch(explanation)
  expect(panel.textContent).toContain('everything you typed is still here.')
  expect(sentShown()).toBe(false)
  expectTextFields(fields, 'support')
  expect(screen.getByRole('radio', { name: 'support' })).toHaveProperty('checked', true)
  expect(sessionStorage.getItem(draftStorageKey)).toContain(contactSample().message)

  fetchMock.mockResolvedValueOnce(accepted())
  await user.click(within(panel).getByRole('button', { name: 'try again' }))
  await settle()
  expect(sendButton().textContent).toBe('sending...')
  await act(() => vi.advanceTimersByTimeAsync(2000))
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(sentShown()).toBe(true)
  expect(screen.queryByRole('heading', { name: 'your message did not send' })).toBeNull()
  expect(fields.message).toHaveProperty('value', '')
})

test('Enter in a field sends, and focus stays in the field', async () => {
  fetchMock.mockResolvedValue(accepted())
  const { user, fields } = setup()
  await fillIn(user)
  await user.click(fields.email)
  await user.keyboard('{Enter}')
  await settle()
  expect(focused(fields.email)).toBe(true)
  expect(sendButton().textContent).toBe('sending...')
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

test('text typed before the scripts ran beats the saved draft; the rest of the draft fills in', () => {
  sessionStorage.setItem(
    draftStorageKey,
    JSON.stringify({ name: 'Ada', email: '', inquiryType: 'other', message: 'half a thought' }),
  )
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(<ContactForm />)
  container.querySelector<HTMLInputElement>('[name="name"]')!.value = 'Grace'
  render(<ContactForm />, { container, hydrate: true })
  expect(screen.getByRole('textbox', { name: 'your name' })).toHaveProperty('value', 'Grace')
  expect(screen.getByRole('textbox', { name: 'your message' })).toHaveProperty(
    'value',
    'half a thought',
  )
  expect(screen.getByRole('radio', { name: 'other' })).toHaveProperty('checked', true)
})

test('a type chosen before the scripts ran stays chosen, over a link’s and a draft’s', () => {
  sessionStorage.setItem(draftStorageKey, JSON.stringify({ inquiryType: 'other' }))
  window.history.replaceState(null, '', '/contact?type=media')
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(<ContactForm />)
  container.querySelector<HTMLInputElement>('[value="support"]')!.checked = true
  render(<ContactForm />, { container, hydrate: true })
  expect(screen.getByRole('radio', { name: 'support' })).toHaveProperty('checked', true)
})

test('restores a saved draft', () => {
  sessionStorage.setItem(
    draftStorageKey,
    JSON.stringify({ name: 'Ada', email: 'ada@', inquiryType: 'other', message: 'where was I' }),
  )
  const { form, fields } = setup()
  expect(fields.name).toHaveProperty('value', 'Ada')
  expect(fields.email).toHaveProperty('value', 'ada@')
  expect(fields.message).toHaveProperty('value', 'where was I')
  expect(screen.getByRole('radio', { name: 'other' })).toHaveProperty('checked', true)
  expect(form.action).toBe('https://formsubmit.co/support@touchgrass.invalid')
})

test('a draft’s foreign values are left out: only text and a known inquiry type', () => {
  sessionStorage.setItem(
    draftStorageKey,
    JSON.stringify({ name: 42, inquiryType: 'spam', message: 'kept' }),
  )
  const { fields } = setup()
  expect(fields.name).toHaveProperty('value', '')
  expect(fields.message).toHaveProperty('value', 'kept')
  for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('checked', false)
})

test('a restored draft is what gets validated and sent', async () => {
  sessionStorage.setItem(
    draftStorageKey,
    JSON.stringify({
      name: 'Ada',
      email: 'ada@example.com',
      inquiryType: 'investors',
      message: 'hi',
    }),
  )
  fetchMock.mockResolvedValue(accepted())
  const { user } = setup()
  await user.click(sendButton())
  await settle()
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
    name: 'Ada',
    inquiryType: 'investors',
    message: 'hi',
  })
})

test('an address that claims a send shows nothing and keeps the draft: nothing was sent', () => {
  window.history.replaceState(null, '', '/contact?sent=1#contact-sent')
  sessionStorage.setItem(draftStorageKey, JSON.stringify({ name: 'Ada' }))
  setup()
  expect(sentShown()).toBe(false)
  expect(sessionStorage.getItem(draftStorageKey)).toContain('Ada')
})

test('when the validation code is gone, the page loads again to send what was typed, never posts it', async () => {
  const requestSubmit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit')
  const reload = vi.fn()
  vi.stubGlobal('location', { ...window.location, pathname: '/contact', reload })
  // The page itself still answers: the chunk belongs to a build that is gone.
  fetchMock.mockResolvedValue(new Response(null))
  const { user } = setup({ checks: missingCode() })
  await fillIn(user)
  await user.click(sendButton())
  await settle()
  expect(requestSubmit).not.toHaveBeenCalled()
  expect(reload).toHaveBeenCalledTimes(1)
  expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['HEAD'])
  expect(JSON.parse(sessionStorage.getItem(resumeStorageKey) ?? '{}').values).toMatchObject(
    contactSample(),
  )
})

test('the honeypot is out of reach and its value is passed on', async () => {
  fetchMock.mockResolvedValue(accepted())
  const { user, form } = setup()
  const honeypot = form.querySelector<HTMLInputElement>('[name="_honey"]') as HTMLInputElement
  expect(honeypot.tabIndex).toBe(-1)
  expect(honeypot.getAttribute('autocomplete')).toBe('off')
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  expect(screen.queryByRole('textbox', { name: 'leave this empty' })).toBeNull()

  honeypot.value = 'i am a bot'
  await fillIn(user)
  await user.click(sendButton())
  await settle()
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))._honey).toBe('i am a bot')
})

test('a link’s inquiry type is chosen', () => {
  window.history.replaceState(null, '', '/contact?type=investors')
  setup()
  expect(screen.getByRole('radio', { name: 'investors' })).toHaveProperty('checked', true)
})

test('a link’s inquiry type wins over a saved draft’s, and keeps the rest of the draft', () => {
  sessionStorage.setItem(
    draftStorageKey,
    JSON.stringify({ name: 'Ada', email: '', inquiryType: 'support', message: '' }),
  )
  window.history.replaceState(null, '', '/contact?type=media')
  const { fields } = setup()
  expect(screen.getByRole('radio', { name: 'media' })).toHaveProperty('checked', true)
  expect(screen.getByRole('radio', { name: 'support' })).toHaveProperty('checked', false)
  expect(fields.name).toHaveProperty('value', 'Ada')
})

test('offline, when the validation code cannot load, says so and keeps the message instead of posting', async () => {
  const requestSubmit = vi
    .spyOn(HTMLFormElement.prototype, 'requestSubmit')
    .mockImplementation(() => {})
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
  const { user, fields } = setup({ checks: missingCode() })
  await fillIn(user)
  await user.click(sendButton())
  await settle()
  expect(requestSubmit).not.toHaveBeenCalled()
  expect(screen.getByRole('heading', { name: 'your message did not send' })).toBeTruthy()
  expect(screen.getByText(/^we could not reach the mail service/)).toBeTruthy()
  expectTextFields(fields, 'support')
})
