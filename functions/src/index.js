// Cloud Functions for Firebase: the waitlist's trigger, its two links and its daily clean-up.
// The work itself is in waitlist.js; this file only wires it to Firebase.
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { defineInt, defineSecret, defineString } from 'firebase-functions/params'
import { setGlobalOptions } from 'firebase-functions/v2'
import { onDocumentWritten } from 'firebase-functions/v2/firestore'
import { onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { unconfirmedEntryDays } from './lifetimes.js'
import { smtpTransport } from './mail.js'
import { region } from './region.js'
import {
  confirmEntry,
  deleteUnconfirmed,
  entries,
  onEntryWritten,
  unsubscribeEntry,
} from './waitlist.js'

initializeApp()
setGlobalOptions({ region })

const linkSecret = defineSecret('WAITLIST_LINK_SECRET')
const smtpUrl = defineSecret('WAITLIST_SMTP_URL')
const sender = defineString('WAITLIST_SENDER', {
  description: 'The From of every waitlist email, with a name: "touch grass <hello@example.com>"',
})
const siteOrigin = defineString('SITE_ORIGIN', { description: 'https://… of the site, no slash' })
const hourlyEmailCap = defineInt('WAITLIST_HOURLY_EMAIL_CAP', { default: 200 })

function config() {
  return {
    linkSecret: linkSecret.value(),
    sender: sender.value(),
    siteOrigin: siteOrigin.value(),
    hourlyEmailCap: hourlyEmailCap.value(),
    send: (message) => smtpTransport(smtpUrl.value()).sendMail(message),
  }
}

const secrets = [linkSecret, smtpUrl]

export const waitlistSignup = onDocumentWritten(
  { document: `${entries}/{entryId}`, secrets },
  async (event) => {
    const outcome = await onEntryWritten(
      getFirestore(),
      config(),
      event.params.entryId,
      event.data?.after?.data(),
    )
    console.log(`waitlist signup ${event.params.entryId.slice(0, 8)}: ${outcome}`)
  },
)

function tokenOf(request) {
  return String(request.query.token ?? '')
}

function noStore(response) {
  response.set('Cache-Control', 'no-store')
  response.set('Referrer-Policy', 'no-referrer')
}

export const waitlistConfirm = onRequest({ secrets }, async (request, response) => {
  noStore(response)
  if (request.method !== 'GET') return void response.status(405).send('method not allowed')
  const result = await confirmEntry(getFirestore(), config(), tokenOf(request))
  response.redirect(303, `/waitlist/${result}`)
})

export const waitlistUnsubscribe = onRequest({ secrets }, async (request, response) => {
  noStore(response)
  const result = await unsubscribeEntry(getFirestore(), config(), tokenOf(request))
  // A mail client's one-click POST (RFC 8058) reads no page; a person's click gets one.
  if (request.method === 'POST') {
    return void response.status(result === 'unsubscribed' ? 200 : 400).send(result)
  }
  if (request.method !== 'GET') return void response.status(405).send('method not allowed')
  response.redirect(303, `/waitlist/${result}`)
})

export const waitlistCleanup = onSchedule('every day 03:00', async () => {
  const deleted = await deleteUnconfirmed(getFirestore())
  console.log(
    `waitlist clean-up: ${deleted} unconfirmed entries older than ${unconfirmedEntryDays} days deleted`,
  )
})
