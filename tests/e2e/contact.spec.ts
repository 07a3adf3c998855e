import type { Page, Route } from '@playwright/test'
import { testContactFormOrigin as formOrigin } from '../../scripts/lib/test-ports.mjs'
import { parseEnv } from '../../src/lib/env.schema'
import { contactFieldNames, contactFields } from '../../src/content/contact'
import {
  contactEntries,
  contactSample,
  expectedPayload,
  fillContact as fillIn,
  inquiryTypes,
  missingMessages,
  recipientOf,
  textLabel,
  typeLabel,
  type InquiryType,
} from '../fixtures/contact-form'
import { chromiumTree } from './support/ax-tree'
import { expect, expectNoAxeViolations, gotoHydrated, test, waitForLive } from './support/fixtures'

/** The GOV.UK error summary: a region named by its heading, focused on submit (no live region). */
const errorSummary = (page: Page) => page.getByRole('region', { name: 'there is a problem' })

const env = parseEnv(process.env)
const recipients = {
  press: env.VITE_CONTACT_PRESS_RECIPIENT,
  support: env.VITE_CONTACT_SUPPORT_RECIPIENT,
}
const sentMessage = 'your message has been sent successfully!'
const failedHeading = 'your message did not send'

type Answer = (route: Route) => Promise<void>

// FormSubmit answers cross-origin, so the fakes answer the way it does. The test build posts to
// a local origin in its place (scripts/build-for-tests.mjs), which no test here lets through.
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, accept',
}

const reply =
  (status: number, body: unknown): Answer =>
  (route) =>
    route.fulfill({
      status,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify(body),
    })

const accepted = reply(200, {
  success: 'true',
  message: 'The form was submitted successfully.',
})

/** Answers every request to FormSubmit here, at the browser boundary, and records the posts. */
async function fakeFormSubmit(page: Page, answer: Answer = accepted) {
  const posts: { url: string; contentType: string | undefined; body: unknown }[] = []
  await page.route(`${formOrigin}/**`, async (route) => {
    const request = route.request()
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors })
      return
    }
    posts.push({
      url: request.url(),
      contentType: request.headers()['content-type'],
      body: request.postDataJSON(),
    })
    await answer(route)
  })
  return posts
}

const field = (page: Page, name: keyof typeof textLabel) =>
  page.getByRole('textbox', { name: textLabel[name] })

/** Every field holds what `fillIn` put there, or (`null`) every one is empty. */
async function expectFieldsKept(page: Page, inquiryType: InquiryType | null = 'support') {
  for (const { role, label, value } of contactEntries(inquiryType ?? 'support')) {
    if (role === 'radio') {
      const radio = page.getByRole('radio', { name: label })
      await (inquiryType ? expect(radio).toBeChecked() : expect(radio).not.toBeChecked())
    } else
      await expect(page.getByRole('textbox', { name: label })).toHaveValue(inquiryType ? value : '')
  }
}

const send = (page: Page) => page.getByRole('button', { name: 'send message' }).click()
const sendingButton = (page: Page) => page.getByRole('button', { name: 'sending...' })
const savedDraft = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('touch-grass:contact-draft'))

/**
 * A failed request is logged by Chromium as a console error. The fixture fails a test on any
 * console error, so a test that causes one on purpose takes out exactly that one, and only it.
 */
function forgiveConsoleErrors(problems: string[], expected: RegExp) {
  const unexpected = problems.filter((problem) => !expected.test(problem))
  problems.splice(0, problems.length, ...unexpected)
}

test.describe('sending with JavaScript', () => {
  for (const inquiryType of inquiryTypes) {
    const recipient = recipientOf(inquiryType, recipients)
    test(`${inquiryType}: posts the exact payload to ${recipient}`, async ({ page }) => {
      await page.clock.install()
      const posts = await fakeFormSubmit(page)
      await gotoHydrated(page, '/contact')
      await fillIn(page, inquiryType)
      await send(page)
      await page.clock.runFor(2000)
      await expect(page.getByRole('heading', { name: sentMessage })).toBeVisible()
      expect(posts).toEqual([
        {
          url: `${formOrigin}/ajax/${recipient}`,
          contentType: 'application/json',
          body: expectedPayload(inquiryType),
        },
      ])
    })
  }

  test('the sending state lasts 2 s even when the answer is instant', async ({ page }) => {
    await page.clock.install()
    const posts = await fakeFormSubmit(page)
    await gotoHydrated(page, '/contact')
    await fillIn(page)
    await page.clock.pauseAt(Date.now() + 60_000)
    await send(page)
    await expect(sendingButton(page)).toBeDisabled()
    // Disabled to the eye and to screen readers, yet focus stays on it rather than falling away.
    await expect(sendingButton(page)).toBeFocused()
    await expect.poll(() => posts.length).toBe(1)
    await page.clock.runFor(1999)
    await expect(sendingButton(page)).toBeDisabled()
    await expect(page.getByRole('heading', { name: sentMessage })).toBeHidden()
    await page.clock.runFor(1)
    await expect(page.getByRole('heading', { name: sentMessage })).toBeVisible()
    await expect(page.getByRole('button', { name: 'send message' })).toBeEnabled()
  })

  test('success shows the message, clears the form and forgets the draft @desktop', async ({
    page,
  }) => {
    await page.clock.install()
    await fakeFormSubmit(page)
    await gotoHydrated(page, '/contact')
    await fillIn(page, 'investors')
    expect(await savedDraft(page)).toContain(contactSample('investors').message)
    await send(page)
    await page.clock.runFor(2000)
    const message = page.getByRole('heading', { name: sentMessage })
    await expect(message).toBeVisible()
    await expect(message).toHaveText(sentMessage)
    await expectFieldsKept(page, null)
    await expect(page.getByRole('radio', { name: typeLabel('investors') })).not.toBeChecked()
    expect(await savedDraft(page)).toBeNull()

    await page.reload()
    await waitForLive(page)
    await expectFieldsKept(page, null)
  })

  const failures: [string, Answer, RegExp, RegExp][] = [
    ['a server error', reply(500, { success: 'false' }), /had a wobble/, /status of 500/],
    [
      'an unactivated form (200 with success "false")',
      reply(200, {
        success: 'false',
        message: 'This form needs Activation. We have sent you an email.',
      }),
      /turned it away/,
      /^$/,
    ],
    [
      'a network failure',
      (route) => route.abort('internetdisconnected'),
      /could not reach/,
      /ERR_/,
    ],
  ]
  for (const [name, answer, explanation, consoleError] of failures) {
    test(`${name} shows the failure, keeps every field, and can be retried`, async ({
      page,
      consoleProblems,
    }) => {
      await page.clock.install()
      let answerNext = answer
      const posts = await fakeFormSubmit(page, (route) => answerNext(route))
      await gotoHydrated(page, '/contact')
      await fillIn(page)
      await send(page)
      await page.clock.runFor(2000)

      await expect(page.getByRole('heading', { name: failedHeading })).toBeVisible()
      await expect(page.getByText(explanation)).toBeVisible()
      await expect(page.getByText('everything you typed is still here.')).toBeVisible()
      await expect(page.getByRole('heading', { name: sentMessage })).toBeHidden()
      await expectFieldsKept(page)
      expect(await savedDraft(page)).toContain(contactSample().message)

      answerNext = accepted
      await page.getByRole('button', { name: 'try again' }).click()
      await expect(sendingButton(page)).toBeDisabled()
      await page.clock.runFor(2000)
      await expect(page.getByRole('heading', { name: sentMessage })).toBeVisible()
      await expect(page.getByRole('heading', { name: failedHeading })).toBeHidden()
      expect(posts).toHaveLength(2)
      forgiveConsoleErrors(consoleProblems, consoleError)
    })
  }
})

test.describe('errors', () => {
  test('an empty submit by keyboard focuses the summary, whose links lead to the fields', async ({
    page,
  }) => {
    const posts = await fakeFormSubmit(page)
    await gotoHydrated(page, '/contact')
    const { name, email, inquiryType: choice } = contactFields
    await field(page, 'name').focus()
    await page.keyboard.press('Enter')

    const summary = errorSummary(page)
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('heading', { name: 'there is a problem' })).toBeVisible()
    await expect(summary.getByRole('link')).toHaveText(missingMessages)
    await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'name')).toHaveAccessibleDescription(`error: ${name.messages.missing}`)
    await expect(page.getByRole('group', { name: choice.label })).toHaveAccessibleDescription(
      `error: ${choice.messages.missing}`,
    )

    await page.keyboard.press('Tab')
    await expect(summary.getByRole('link', { name: name.messages.missing })).toBeFocused()
    // Down the list to the choice's link, which leads to its first radio card.
    for (let tab = 0; tab < missingMessages.indexOf(choice.messages.missing); tab++)
      await page.keyboard.press('Tab')
    await expect(summary.getByRole('link', { name: choice.messages.missing })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('radio', { name: typeLabel(inquiryTypes[0]) })).toBeFocused()
    await expect(page.getByText(choice.label, { exact: true })).toBeInViewport()

    await field(page, 'email').focus()
    await page.keyboard.type('ada@example')
    await expect(field(page, 'email')).toHaveAccessibleDescription(
      new RegExp(`error: ${email.messages.format.replace('.', '\\.')}$`),
    )
    await page.keyboard.type('.com')
    await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'false')
    await expect(summary.getByRole('link')).toHaveCount(missingMessages.length - 1)
    expect(posts).toEqual([])
  })

  test('the error slots keep the layout still', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    const messageBox = field(page, 'message')
    const before = await messageBox.boundingBox()
    // An email error alone: the summary is above, so measure from the field above it.
    const nameBox = await field(page, 'name').boundingBox()
    await field(page, 'email').fill('not an email')
    await field(page, 'name').fill('Ada')
    await send(page)
    await expect(errorSummary(page)).toBeFocused()
    const shift = (await field(page, 'name').boundingBox())!.y - nameBox!.y
    const after = await messageBox.boundingBox()
    expect(after!.y - before!.y).toBeCloseTo(shift, 0)
  })
})

test.describe('the honeypot', () => {
  test('is invisible, unreachable by keyboard and absent for assistive technology', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact')
    await expect(page.getByRole('textbox', { name: 'leave this empty' })).toHaveCount(0)
    const honeypot = page.getByLabel('leave this empty')
    await expect(honeypot).toHaveCount(1)
    await expect(honeypot).not.toBeInViewport()
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')

    // Tab from the first field to the send button: the honeypot is never on the way. The
    // first focus fetches the form's checks; let them arrive so the walk is not racing them.
    await Promise.all([
      page.waitForResponse(/contact-checks-[\w-]+\.js$/),
      field(page, 'name').focus(),
    ])
    const stops: string[] = []
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      stops.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null
          return active?.name || active?.textContent || ''
        }),
      )
      if (stops.at(-1) === 'send message') break
    }
    expect(stops).toEqual([...contactFieldNames.slice(1), 'send message'])
  })
})

test.describe('the draft', () => {
  test('survives a reload while typing', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    await fillIn(page, 'other')
    await page.reload()
    await waitForLive(page)
    await expectFieldsKept(page, 'other')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to FormSubmit as a normal form and comes back to the success message', async ({
    page,
    baseURL,
  }) => {
    const posts: { url: string; method: string; contentType?: string; body: string }[] = []
    await page.route(`${formOrigin}/**`, async (route) => {
      const request = route.request()
      posts.push({
        url: request.url(),
        method: request.method(),
        contentType: request.headers()['content-type'],
        body: request.postData() ?? '',
      })
      // FormSubmit redirects to `_next`; here, to the same page on the test server.
      await route.fulfill({
        status: 303,
        headers: { location: `${baseURL}/contact#contact-sent` },
      })
    })
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: sentMessage })).toBeHidden()

    await send(page)
    expect(posts, 'the browser stops an empty form itself').toEqual([])

    await fillIn(page, 'media')
    await send(page)
    await expect(page).toHaveURL(/\/contact#contact-sent$/)
    await expect(page.getByRole('heading', { name: sentMessage })).toBeVisible()

    expect(posts).toHaveLength(1)
    const [post] = posts
    expect(post?.url, 'media goes to the press inbox, as with JavaScript').toBe(
      `${formOrigin}/${recipients.press}`,
    )
    expect(post?.method).toBe('POST')
    expect(post?.contentType).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({
      ...contactSample('media'),
      _honey: '',
      _subject: 'website inquiry',
      _captcha: 'true',
      _template: 'table',
      _next: `${env.VITE_SITE_ORIGIN}/contact#contact-sent`,
    })
  })
})

test.describe('without JavaScript, routing', () => {
  test.use({ javaScriptEnabled: false })

  for (const inquiryType of inquiryTypes) {
    const recipient = recipientOf(inquiryType, recipients)
    test(`${inquiryType} posts to ${recipient}, and Enter in a field posts nothing`, async ({
      page,
    }) => {
      const posts: string[] = []
      await page.route(`${formOrigin}/**`, async (route) => {
        posts.push(route.request().url())
        await route.fulfill({ status: 200, body: 'ok' })
      })
      await page.goto('/contact')
      await fillIn(page, inquiryType)
      // Implicit submission would press the first submit button, hidden or not.
      await field(page, 'name').press('Enter')
      expect(posts).toEqual([])
      await expect(page.getByRole('button', { name: 'send message' })).toHaveCount(1)
      await send(page)
      await expect.poll(() => posts).toEqual([`${formOrigin}/${recipient}`])
    })
  }
})

test.describe('accessibility', () => {
  test('no axe violations with errors', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    await send(page)
    await expect(errorSummary(page)).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('no axe violations while sending and after a failure @desktop', async ({
    page,
    consoleProblems,
  }) => {
    let release: () => void = () => {}
    await fakeFormSubmit(page, async (route) => {
      // Hold the answer back, so the page stays in its sending state while axe looks.
      await new Promise<void>((resolve) => (release = resolve))
      await reply(500, { success: 'false' })(route)
    })
    await gotoHydrated(page, '/contact')
    await fillIn(page)
    await send(page)
    await expect(sendingButton(page)).toBeDisabled()
    await expectNoAxeViolations(page)

    release()
    await expect(page.getByRole('heading', { name: failedHeading })).toBeVisible()
    await expectNoAxeViolations(page)
    forgiveConsoleErrors(consoleProblems, /status of 500/)
  })

  test('no axe violations after a successful send', async ({ page }) => {
    await fakeFormSubmit(page)
    await gotoHydrated(page, '/contact')
    await fillIn(page)
    await send(page)
    await expect(page.getByRole('heading', { name: sentMessage })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

// What a screen reader hears at each step, from Chromium's own tree (the WebKit suite reads
// WebKit's): untouched nothing is invalid, an error marks each field and its description, fixed
// nothing of it is left, and the focused confirmation is a region named by its heading.
test('what a screen reader hears: untouched, an error, fixed and sent', async ({ page }) => {
  await fakeFormSubmit(page)
  await gotoHydrated(page, '/contact')
  const tree = () => chromiumTree(page, 'main')
  const invalid = (lines: string[]) => lines.filter((line) => / invalid=/.test(line))
  const errors = (lines: string[]) => lines.filter((line) => line.includes('error:'))
  const untouched = await tree()
  expect(invalid(untouched)).toEqual([])
  for (const { role, label } of contactEntries())
    expect(untouched.some((line) => line.startsWith(`${role} "${label}"`))).toBe(true)

  await send(page)
  await expect(errorSummary(page)).toBeFocused()
  const failed = await tree()
  expect(failed).toContain('region "there is a problem" focused')
  for (const { name, role } of contactEntries()) {
    const { label, messages } = contactFields[name]
    const error = `error: ${messages.missing})`
    if (role === 'radio') {
      for (const type of inquiryTypes)
        expect(failed.find((line) => line.startsWith(`radio "${typeLabel(type)}"`))).toMatch(
          / invalid=true$/,
        )
      expect(failed).toContain(`group "${label}" (${error} invalid=true`)
    } else {
      const line = failed.find((each) => each.startsWith(`textbox "${label}"`))
      expect(line).toContain(error)
      expect(line).toMatch(/ invalid=true required$/)
    }
  }

  await fillIn(page)
  await expect.poll(async () => invalid(await tree())).toEqual([])
  const fixed = await tree()
  expect(errors(fixed)).toEqual([])

  await send(page)
  await expect(page.getByRole('heading', { name: sentMessage })).toBeVisible()
  expect(await tree()).toContain(`region "${sentMessage}" focused`)
})
