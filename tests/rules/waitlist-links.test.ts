// The waitlist's links over HTTP, on the local functions host with the real trigger and MailDev
// (scripts/with-emulator.mjs starts them): only a person's press or a mail client's one-click
// POST acts; an old email's link cannot remove a person who re-joined; leaving at once after
// signing up leaves nothing and gets no email after the leave.
import { initializeApp } from 'firebase-admin/app'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { expect, test } from 'vitest'
import {
  announcementRecipients,
  collections,
  waitlistEntryId,
} from 'touch-grass-functions/waitlist-contract'
import { makeToken } from '../../functions/src/links.js'
import { localLinkSecret } from '../../scripts/lib/functions-host.mjs'
import { documentsHolding } from './support/every-document'

// The project the functions host listens to.
const projectId = 'demo-touch-grass'
const db = getFirestore(initializeApp({ projectId }, `${projectId}-links`))
const functionsOrigin = process.env.FUNCTIONS_ORIGIN ?? ''
const mailOrigin = process.env.MAILDEV_ORIGIN ?? ''
const tag = `${Date.now()}`

async function join(email: string, at = Date.now()) {
  const id = await waitlistEntryId(email)
  await db
    .collection(collections.entries)
    .doc(id)
    .set({ email, createdAt: Timestamp.fromMillis(at), status: 'active' })
  return { id, at }
}

const recordOf = (id: string) => db.collection(collections.records).doc(id).get()
const entryExists = async (id: string) =>
  (await db.collection(collections.entries).doc(id).get()).exists

function unsubscribeLink(id: string, signedUpAt: number) {
  const token = makeToken(localLinkSecret, {
    purpose: 'unsubscribe',
    entryId: id,
    nonce: String(signedUpAt),
  })
  return `${functionsOrigin}/api/waitlist/unsubscribe?token=${token}`
}

type Mail = { to: { address: string }[]; text: string; time: string }

async function mailsTo(email: string) {
  const all = (await (await fetch(`${mailOrigin}/email`)).json()) as Mail[]
  return all.filter((mail) => mail.to.some((to) => to.address === email))
}

/** A confirmation email's link, on the local functions host. */
function confirmLinkIn(mail: Mail) {
  const url = new URL(/https?:\/\/\S+\/api\/waitlist\/confirm\?token=\S+/.exec(mail.text)![0])
  return `${functionsOrigin}${url.pathname}${url.search}`
}

const oneClick = (link: string) =>
  fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  })

/** The page's one form, pressed: its action, resolved against the page's own address. */
async function pressTheButton(link: string) {
  const page = await fetch(link, { redirect: 'manual' })
  expect(page.status).toBe(200)
  const html = await page.text()
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1]
  expect(action).toBeDefined()
  expect(html).toMatch(/<button type="submit">[^<]+<\/button>/)
  const target = new URL(action!.replaceAll('&amp;', '&').replaceAll('&#38;', '&'), link)
  return fetch(target, { method: 'POST', redirect: 'manual' })
}

test('no method but a press of the button or the one-click POST removes anyone', async () => {
  const email = `methods-${tag}@example.com`
  const { id } = await join(email)
  await expect.poll(async () => (await recordOf(id)).exists).toBe(true)
  const link = unsubscribeLink(id, (await recordOf(id)).get('signedUpAt').toMillis())
  for (const method of ['HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'GET']) {
    await fetch(link, { method, redirect: 'manual' })
    expect(await entryExists(id), method).toBe(true)
  }
  const pressed = await pressTheButton(link)
  expect(pressed.status).toBe(303)
  expect(pressed.headers.get('location')).toBe('/waitlist/unsubscribed')
  expect(await entryExists(id)).toBe(false)

  const other = `one-click-${tag}@example.com`
  const joined = await join(other)
  await expect.poll(async () => (await recordOf(joined.id)).exists).toBe(true)
  const response = await oneClick(unsubscribeLink(joined.id, joined.at))
  expect(response.status).toBe(200)
  expect(await entryExists(joined.id)).toBe(false)
})

test('following a confirmation link confirms nothing; the button on its page does', async () => {
  const email = `confirm-${tag}@example.com`
  const { id } = await join(email)
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1)
  const [mail] = await mailsTo(email)
  const link = confirmLinkIn(mail!)
  for (const method of ['HEAD', 'OPTIONS', 'GET']) await fetch(link, { method, redirect: 'manual' })
  expect((await recordOf(id)).get('confirmedAt')).toBeUndefined()
  const pressed = await pressTheButton(link)
  expect(pressed.headers.get('location')).toBe('/waitlist/confirmed')
  expect((await recordOf(id)).get('confirmedAt')).toBeInstanceOf(Timestamp)
})

test("an old email's unsubscribe link cannot remove a person who left and joined again", async () => {
  const email = `rejoin-${tag}@example.com`
  const first = await join(email, Date.now() - 60_000)
  await expect.poll(async () => (await recordOf(first.id)).exists).toBe(true)
  const oldLink = unsubscribeLink(first.id, first.at)
  expect((await oneClick(oldLink)).status).toBe(200)
  expect(await entryExists(first.id)).toBe(false)
  // Joining again within a day sends no email, so there may be no record yet: the link
  // of this membership names the entry's signup time.
  const again = await join(email)
  expect((await oneClick(oldLink)).status).toBe(400)
  expect(await entryExists(again.id)).toBe(true)
  expect((await oneClick(unsubscribeLink(again.id, again.at))).status).toBe(200)
  expect(await entryExists(again.id)).toBe(false)
})

test('leaving removes the address from every collection, announcement records included', async () => {
  const email = `leaver-${tag}@example.com`
  const { id, at } = await join(email)
  await expect.poll(async () => (await recordOf(id)).exists).toBe(true)
  // Records of sends from before they held ids only.
  for (const campaign of ['one', 'two', 'three']) {
    await db
      .collection(collections.announcements)
      .doc(`${campaign}-${tag}`)
      .collection(announcementRecipients)
      .doc(id)
      .set({ email, sentAt: Timestamp.now() })
  }
  expect(await documentsHolding(db, [email])).not.toEqual([])
  expect((await oneClick(unsubscribeLink(id, at))).status).toBe(200)
  expect(await documentsHolding(db, [email])).toEqual([])
})

test('signing up and leaving at once, 20 times: no record left behind, no email after leaving, and one already on its way brings nobody back', async () => {
  const emails = Array.from({ length: 20 }, (_, n) => `race-${n}-${tag}@example.com`)
  const leftAt = new Map<string, number>()
  for (const email of emails) {
    const { id, at } = await join(email)
    expect((await oneClick(unsubscribeLink(id, at))).status).toBe(200)
    leftAt.set(email, Date.now())
  }
  // A later signup's email arriving means the host has worked through the writes before it.
  const sentinel = `sentinel-${tag}@example.com`
  await join(sentinel)
  await expect.poll(async () => (await mailsTo(sentinel)).length).toBe(1)
  const ids = new Set(await Promise.all(emails.map((email) => waitlistEntryId(email))))
  const orphans = []
  for (const name of [collections.entries, collections.records, collections.outbox]) {
    for (const doc of (await db.collection(name).get()).docs)
      if (ids.has(doc.id)) orphans.push(doc.ref.path)
  }
  expect(orphans).toEqual([])
  // The leave or the trigger's email may come first. A confirmation sent before the leave went
  // through is fine: one at most, dated no later than the leave (an email is dated before the
  // send's last check that its person is still there; the date is to the second), and its
  // button now keeps nobody.
  for (const email of emails) {
    const mails = await mailsTo(email)
    expect(mails.length, email).toBeLessThanOrEqual(1)
    for (const mail of mails) {
      expect(Date.parse(mail.time), email).toBeLessThanOrEqual(leftAt.get(email)!)
      const pressed = await pressTheButton(confirmLinkIn(mail))
      expect(pressed.headers.get('location'), email).toBe('/waitlist/link-invalid')
    }
  }
  expect(await documentsHolding(db, emails)).toEqual([])
})
