import type { Page } from '@playwright/test'
import { consentTexts, currentConsentVersion } from '../../functions/src/consent.js'
import { makeToken } from '../../functions/src/links.js'
import { linkPages } from '../../functions/src/waitlist-http.js'
import { localLinkSecret } from '../../scripts/lib/functions-host.mjs'
import { waitlistCopy, waitlistFields } from '../../src/content/waitlist'
import { waitlistResults } from '../../src/content/waitlist-results'
import { collections, waitlistEntryId } from 'touch-grass-functions/waitlist-contract'
import { emulatorOrigin, uniqueEmail, waitlistEntriesFor } from './support/emulator'
import { expect, expectNoAxeViolations, gotoHydrated, test } from './support/fixtures'
import { linkIn, mailTo, waitForMail } from './support/mail'

// Each test signs up, waits for the email (up to a minute on a loaded machine) and opens up to
// three pages.
test.describe.configure({ timeout: 180_000 })

type Value = {
  stringValue?: string
  timestampValue?: string
  mapValue?: { fields: Record<string, Value> }
  arrayValue?: { values: Value[] }
}

async function recordOf(email: string) {
  const id = await waitlistEntryId(email)
  const response = await fetch(
    `${emulatorOrigin}/v1/projects/demo-touch-grass/databases/(default)/documents/${collections.records}/${id}`,
    { headers: { Authorization: 'Bearer owner' } },
  )
  return response.ok ? ((await response.json()) as { fields: Record<string, Value> }) : undefined
}

async function signUpInDialog(page: Page, email: string) {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: waitlistCopy.openButton }).click()
  const dialog = page.getByRole('dialog', { name: waitlistCopy.title })
  await dialog.getByLabel(waitlistFields.email.label).fill(email)
  await dialog.getByRole('button', { name: waitlistCopy.submit }).click()
  await expect(dialog.getByRole('status')).toHaveText(waitlistCopy.success)
}

async function signUpOnDownload(page: Page, email: string) {
  await gotoHydrated(page, '/download')
  const form = page.locator('#android-waitlist')
  await form.getByLabel(waitlistFields.email.label).fill(email)
  await form.getByRole('button', { name: waitlistCopy.submit }).click()
  await expect(form.getByRole('status')).toHaveText(waitlistCopy.success)
}

/** Following a link opens a page with one button (a mail scanner stops there); a person presses it. */
async function follow(page: Page, link: string, kind: keyof typeof linkPages) {
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(linkPages[kind].title)
  await page.getByRole('button', { name: linkPages[kind].button }).click()
}

async function expectResultPage(page: Page, result: keyof typeof waitlistResults) {
  const copy = waitlistResults[result]
  await expect(page).toHaveURL(new RegExp(`/waitlist/${result}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading)
  await expect(page.getByRole('link', { name: copy.action.text })).toBeVisible()
}

test('the dialog: one email from a named sender, its link confirms, the record holds the consent, a second use says so @desktop', async ({
  page,
}) => {
  const email = uniqueEmail('confirm')
  await signUpInDialog(page, email)
  const [mail] = await waitForMail(email)
  expect(mail!.from[0]).toMatchObject({ name: 'touch grass' })
  expect(mail!.headers['list-unsubscribe']).toMatch(
    /^<http:\/\/\S+\/api\/waitlist\/unsubscribe\?token=\S+>$/,
  )
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  expect(linkIn(mail!, '/api/waitlist/unsubscribe')).toBeTruthy()
  expect((await recordOf(email))?.fields.confirmedAt).toBeUndefined()

  const link = linkIn(mail!, '/api/waitlist/confirm')
  await page.goto(link)
  await expectNoAxeViolations(page)
  expect((await recordOf(email))?.fields.confirmedAt).toBeUndefined()
  await follow(page, link, 'confirm')
  await expectResultPage(page, 'confirmed')
  await expectNoAxeViolations(page)

  const record = await recordOf(email)
  expect(record?.fields.confirmedAt?.timestampValue).toBeTruthy()
  const consent = record!.fields.consent!.mapValue!.fields
  expect(consent.version!.stringValue).toBe(currentConsentVersion)
  expect(consent.words!.stringValue).toBe(consentTexts[currentConsentVersion].words)
  expect(consent.words!.stringValue).toBe(waitlistCopy.description)
  expect(consent.signedUpAt!.timestampValue).toBeTruthy()
  expect(consent.confirmedAt!.timestampValue).toBe(record!.fields.confirmedAt!.timestampValue)
  expect(consent.pages!.arrayValue!.values.map((value) => value.stringValue)).toEqual([
    '/',
    '/download',
  ])

  await follow(page, link, 'confirm')
  await expectResultPage(page, 'link-used')
})

test('/download: the link confirms; a second signup within 24 hours sends no second email', async ({
  page,
}) => {
  const email = uniqueEmail('download')
  await signUpOnDownload(page, email)
  const [mail] = await waitForMail(email)
  await signUpOnDownload(page, email)
  // The trigger runs in the order writes land: once a later signup's email is in, the repeat's
  // turn has passed.
  const marker = uniqueEmail('marker')
  await signUpOnDownload(page, marker)
  await waitForMail(marker)
  expect(await mailTo(email)).toHaveLength(1)

  await follow(page, linkIn(mail!, '/api/waitlist/confirm'), 'confirm')
  await expectResultPage(page, 'confirmed')
})

test('an expired link and a forged one each get a clear page with a way to sign up again', async ({
  page,
}) => {
  const email = uniqueEmail('expired')
  await signUpInDialog(page, email)
  const [mail] = await waitForMail(email)
  const real = new URL(linkIn(mail!, '/api/waitlist/confirm'))
  const [, entryId, , nonce] = real.searchParams.get('token')!.split('.')
  const expired = makeToken(localLinkSecret, {
    purpose: 'confirm',
    entryId: entryId!,
    expiresAt: Date.now() - 1000,
    nonce: nonce!,
  })
  await page.goto(`/api/waitlist/confirm?token=${expired}`)
  await expectResultPage(page, 'link-expired')
  await expectNoAxeViolations(page)

  const forged = makeToken('not-our-secret', {
    purpose: 'confirm',
    entryId: entryId!,
    expiresAt: Date.now() + 60_000,
    nonce: nonce!,
  })
  await page.goto(`/api/waitlist/confirm?token=${forged}`)
  await expectResultPage(page, 'link-invalid')
  await page.getByRole('link', { name: waitlistResults['link-invalid'].action.text }).click()
  await expect(page).toHaveURL(/\/download#android-waitlist$/)
  expect((await recordOf(email))?.fields.confirmedAt).toBeUndefined()
})

test("the footer link's button removes the entry at once, and so does the one-click POST", async ({
  page,
  request,
}) => {
  const byLink = uniqueEmail('leave-link')
  const byPost = uniqueEmail('leave-post')
  await signUpInDialog(page, byLink)
  await signUpInDialog(page, byPost)
  const [linkMail] = await waitForMail(byLink)
  const [postMail] = await waitForMail(byPost)

  await page.goto(linkIn(linkMail!, '/api/waitlist/unsubscribe'))
  expect(await waitlistEntriesFor(byLink)).toHaveLength(1)
  await follow(page, linkIn(linkMail!, '/api/waitlist/unsubscribe'), 'unsubscribe')
  await expectResultPage(page, 'unsubscribed')
  expect(await waitlistEntriesFor(byLink)).toHaveLength(0)
  expect(await recordOf(byLink)).toBeUndefined()

  const oneClick = postMail!.headers['list-unsubscribe']!.slice(1, -1)
  const answer = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(answer.status()).toBe(200)
  expect(await waitlistEntriesFor(byPost)).toHaveLength(0)
  expect(await recordOf(byPost)).toBeUndefined()
})
