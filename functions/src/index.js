// Cloud Functions for Firebase: the waitlist's trigger, its two links and its daily clean-up,
// and the content editor's GitHub sign-in. The work itself is in waitlist.js and cms-auth.js;
// this file only wires it to Firebase.
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { defineInt, defineSecret, defineString } from 'firebase-functions/params'
import { onDocumentWritten } from 'firebase-functions/v2/firestore'
import { onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { finishSignIn, startSignIn } from './cms-auth.js'
import { unconfirmedEntryDays } from './lifetimes.js'
import { smtpTransport } from './mail.js'
import {
  confirmEntry,
  deleteUnconfirmed,
  entries,
  onEntryWritten,
  unsubscribeEntry,
} from './waitlist.js'

initializeApp()

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

// The editor's sign-in: a GitHub OAuth app whose callback URL is <SITE_ORIGIN>/api/cms/callback.
const cmsClientId = defineString('CMS_GITHUB_CLIENT_ID', {
  description: 'The client id of the GitHub OAuth app the content editor signs in with',
})
const cmsClientSecret = defineSecret('CMS_GITHUB_CLIENT_SECRET')

function cmsAuthConfig() {
  return {
    clientId: cmsClientId.value(),
    siteOrigin: siteOrigin.value(),
    // Only the local functions host (scripts/lib/functions-host.mjs, always beside the Firestore
    // emulator) may point the exchange at a stand-in for GitHub; a deployed function cannot.
    githubOrigin:
      (process.env.FIRESTORE_EMULATOR_HOST && process.env.CMS_GITHUB_OAUTH_ORIGIN_LOCAL) ||
      'https://github.com',
    fetch,
    log: (line) => console.warn(line),
  }
}

export const cmsAuth = onRequest((request, response) =>
  startSignIn(cmsAuthConfig(), request, response),
)

export const cmsAuthCallback = onRequest({ secrets: [cmsClientSecret] }, (request, response) =>
  finishSignIn({ ...cmsAuthConfig(), clientSecret: cmsClientSecret.value() }, request, response),
)
