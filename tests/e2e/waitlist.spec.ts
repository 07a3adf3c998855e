import { collections } from 'touch-grass-functions/waitlist-contract'
import type { Page } from '@playwright/test'
import { formCopy } from '../../src/content/forms'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { recordedEvents } from './support/analytics'
import { emulatorOrigin, uniqueEmail, waitlistEntriesFor } from './support/emulator'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures'

const invalidEmailDescription = `${formCopy.errorPrefix} ${waitlistFields.email.messages.format}`

// Checked at rest by home.spec.ts; behind the dialog it keeps changing.
const movingWord = ['[data-word]']

async function openWaitlist(page: Page) {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'join android waitlist' }).click()
  const dialog = page.getByRole('dialog', { name: waitlistCopy.title })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the waitlist code and Firebase load only when the visitor submits', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const dialog = await openWaitlist(page)
  expect(scripts.filter((path) => /firebase/.test(path))).toEqual([])
  await dialog.getByLabel(waitlistFields.email.label).fill(uniqueEmail('lazy'))
  await dialog.getByRole('button', { name: waitlistCopy.submit }).click()
  await expect(dialog.getByRole('status')).toHaveText(waitlistCopy.success)
  expect(scripts.filter((path) => /firebase/.test(path)).length).toBeGreaterThan(0)
})

test('the panel has an email field, a join button and a close button, and records the click', async ({
  page,
}) => {
  const dialog = await openWaitlist(page)
  await expect(dialog.getByRole('textbox', { name: waitlistFields.email.label })).toBeVisible()
  await expect(dialog.getByRole('button', { name: waitlistCopy.submit })).toBeEnabled()
  await expect(dialog.getByRole('button', { name: waitlistCopy.close, exact: true })).toBeVisible()
  expect(await recordedEvents(page)).toContainEqual({
    name: 'android_waitlist_click',
    params: { location: 'homepage' },
  })
  await expectNoAxeViolations(page, { exclude: movingWord })
})

test('a signup is stored in Firestore with a server timestamp, and the visitor is thanked @desktop', async ({
  page,
}) => {
  const email = uniqueEmail('signup')
  const dialog = await openWaitlist(page)
  const field = dialog.getByLabel(waitlistFields.email.label)
  await field.fill(email)
  const before = Date.now()
  await dialog.getByRole('button', { name: waitlistCopy.submit }).click()

  await expect(dialog.getByRole('status')).toHaveText(waitlistCopy.success)
  await expect(field).toHaveValue('')
  await expectNoAxeViolations(page, { exclude: movingWord })

  const entries = await waitlistEntriesFor(email)
  expect(entries).toHaveLength(1)
  const fields = entries[0]!.fields
  expect(Object.keys(fields).sort()).toEqual(['createdAt', 'email', 'status'])
  expect(fields.status?.stringValue).toBe('active')
  const createdAt = Date.parse(fields.createdAt?.timestampValue ?? '')
  expect(createdAt).toBeGreaterThan(before - 60_000)
  expect(createdAt).toBeLessThan(Date.now() + 60_000)

  const signups = (await recordedEvents(page)).filter((event) => event.name === 'waitlist_signup')
  expect(signups).toHaveLength(1)
  expect(signups[0]!.params.platform).toBe('android')
  expect(typeof signups[0]!.params.timestamp).toBe('number')
  expect(JSON.stringify(await recordedEvents(page))).not.toContain(email)
})

test('signing up twice, in capitals and then not, thanks the visitor twice and stores one entry @desktop', async ({
  page,
}) => {
  const email = uniqueEmail('twice')
  const dialog = await openWaitlist(page)
  const field = dialog.getByLabel(waitlistFields.email.label)
  for (const typed of [`  ${email.toUpperCase()} `, email]) {
    await field.fill(typed)
    const write = page.waitForResponse(
      (response) =>
        response.url().startsWith(emulatorOrigin) && response.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: waitlistCopy.submit }).click()
    expect((await write).status(), 'the repeated write is answered as the first').toBe(200)
    await expect(dialog.getByRole('status')).toHaveText(waitlistCopy.success)
    await expect(field).toHaveValue('')
  }
  expect(waitlistCopy.success).toMatch(/^thanks/)
  const entries = await waitlistEntriesFor(email)
  expect(entries).toHaveLength(1)
  expect(entries[0]!.name).toMatch(new RegExp(`/${collections.entries}/[0-9a-f]{64}$`))
})

test('an invalid email shows the spec message next to the field and writes nothing', async ({
  page,
}) => {
  const writes: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(emulatorOrigin)) writes.push(request.url())
  })
  const dialog = await openWaitlist(page)
  const field = dialog.getByLabel(waitlistFields.email.label)
  for (const bad of ['sam smith@example.com', 'no-at-sign.com', 'sam@example']) {
    await field.fill(bad)
    await dialog.getByRole('button', { name: waitlistCopy.submit }).click()
    // Said by moving focus to the field, which reads its error, not by an alert.
    await expect(dialog.getByText(waitlistFields.email.messages.format)).toBeVisible()
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(invalidEmailDescription)
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(field).toHaveValue(bad)
    await expect(dialog.getByRole('button', { name: waitlistCopy.submit })).toBeEnabled()
  }
  expect(writes).toEqual([])
  await expectNoAxeViolations(page, { exclude: movingWord })
})

test.describe('when the database cannot be reached', () => {
  test.use({ expectedConsoleMessages: /ERR_CONNECTION_REFUSED/ })

  test('a failed save shows the error, keeps the email and returns to idle @desktop', async ({
    page,
  }) => {
    await page.route(`${emulatorOrigin}/**`, (route) => route.abort('connectionrefused'))
    const email = uniqueEmail('failure')
    const dialog = await openWaitlist(page)
    const field = dialog.getByLabel(waitlistFields.email.label)
    await field.fill(email)
    await dialog.getByRole('button', { name: waitlistCopy.submit }).click()

    await expect(dialog.getByRole('alert')).toHaveText(waitlistCopy.saveFailed)
    await expect(field).toHaveValue(email)
    await expect(dialog.getByRole('button', { name: waitlistCopy.submit })).toBeEnabled()
    await expect(dialog.getByRole('status')).toHaveText('')
    await expectNoAxeViolations(page, { exclude: movingWord })

    await page.unroute(`${emulatorOrigin}/**`)
    await dialog.getByRole('button', { name: waitlistCopy.submit }).click()
    await expect(dialog.getByRole('status')).toHaveText(waitlistCopy.success)
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    expect(await waitlistEntriesFor(email)).toHaveLength(1)
  })
})

test('while saving, the button says so and cannot be pressed twice', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let writes = 0
  await page.route(`${emulatorOrigin}/**`, async (route) => {
    writes += 1
    await held
    await route.continue()
  })
  const dialog = await openWaitlist(page)
  await dialog.getByLabel(waitlistFields.email.label).fill(uniqueEmail('loading'))
  await dialog.getByRole('button', { name: waitlistCopy.submit }).click()
  const busy = dialog.getByRole('button', { name: waitlistCopy.submitting })
  await expect(busy).toBeDisabled()
  // still focusable (aria-disabled): a disabled button would drop focus to <body>
  await expect(busy).toBeFocused()
  await busy.click({ force: true })
  await expectNoAxeViolations(page, { exclude: movingWord })
  release()
  await expect(dialog.getByRole('status')).toHaveText(waitlistCopy.success)
  await expect(dialog.getByRole('button', { name: waitlistCopy.submit })).toBeFocused()
  expect(writes).toBe(1)
})

test('Escape and the close button hide the panel and give focus back', async ({ page }) => {
  const dialog = await openWaitlist(page)
  const opener = page.getByRole('button', { name: 'join android waitlist' })
  await expect(dialog.getByLabel(waitlistFields.email.label)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  await page.getByRole('button', { name: waitlistCopy.close, exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('works by keyboard alone', async ({ page }) => {
  await gotoHydrated(page, '/')
  const opener = page.getByRole('button', { name: 'join android waitlist' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: waitlistCopy.title })
  const field = dialog.getByLabel(waitlistFields.email.label)
  await expect(field).toBeFocused()
  await page.keyboard.type('not an email')
  await page.keyboard.press('Enter')
  await expect(field).toHaveAccessibleDescription(invalidEmailDescription)
  await expect(field).toBeFocused()
  await field.fill('')
  await page.keyboard.type(uniqueEmail('keyboard'))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText(waitlistCopy.success)
})
