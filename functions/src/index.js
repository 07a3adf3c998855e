// Cloud Functions for Firebase: the waitlist's trigger, its two links, its outbox and its daily
// clean-up, and the content editor's GitHub sign-in. The work itself is in waitlist.js and
// cms-auth.js; this file only wires it to Firebase.
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { defineInt, defineSecret, defineString } from 'firebase-functions/params'
import { setGlobalOptions } from 'firebase-functions/v2'
import { onDocumentWritten } from 'firebase-functions/v2/firestore'
import { onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { finishSignIn, startSignIn } from './cms-auth.js'
import { smtpSender } from './mail.js'
import {
  deleteUnconfirmed,
  drainOutbox,
  longestDrainMs,
  onEntryWritten,
  sweepBudgetMs,
  sweepSignups,
} from './waitlist.js'
import { collections, unconfirmedEntryDays } from './waitlist-contract.js'
import { handleConfirm, handleUnsubscribe } from './waitlist-http.js'
import { region } from './region.js'

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
    send: smtpSender(smtpUrl.value()),
  }
}

const secrets = [linkSecret, smtpUrl]

// Long enough for a sweep's budget and then the longest drain (its budget and one send that waits
// the 10 minutes SMTP allows for the message's end), so no run is cut off mid-send. Cloud
// Functions' default, 60 s, was shorter than the drain's budget plus one send.
const outboxTimeoutSeconds = Math.ceil((sweepBudgetMs + longestDrainMs) / 1000) + 60
// The most an event trigger may have (540 s). A drain it runs that is cut off after the message's
// end has the end recorded, and counts as sent, as after any crash.
const triggerTimeoutSeconds = 540

// retry: a run that throws (a database error, the instance stopped) is delivered again; the
// queueing decides the same way twice. What even retries miss, the outbox's sweep queues.
export const waitlistSignup = onDocumentWritten(
  {
    document: `${collections.entries}/{entryId}`,
    secrets,
    retry: true,
    timeoutSeconds: triggerTimeoutSeconds,
  },
  async (event) => {
    const outcome = await onEntryWritten(
      getFirestore(),
      config(),
      event.params.entryId,
      event.data?.after?.data(),
    )
    // No part of the entry id: it is a hash of the address, which anyone holding it can compute.
    console.log(`waitlist signup: ${outcome}`)
  },
)

export const waitlistConfirm = onRequest({ secrets }, (request, response) =>
  handleConfirm(getFirestore(), config(), request, response),
)

export const waitlistUnsubscribe = onRequest({ secrets }, (request, response) =>
  handleUnsubscribe(getFirestore(), config(), request, response),
)

// Queues any signup whose trigger died, then sends what the hourly cap or a failed send left in
// the outbox (signups drain it too). An account-level SMTP failure logs WAITLIST_MAIL_PAUSED
// as an error (docs/launch.md: the alert on it).
export const waitlistOutbox = onSchedule(
  { schedule: 'every 1 minutes', secrets, timeoutSeconds: outboxTimeoutSeconds },
  async () => {
    const swept = await sweepSignups(getFirestore(), config())
    if (swept > 0) console.warn(`waitlist sweep: ${swept} signups queued that their trigger missed`)
    const drained = await drainOutbox(getFirestore(), config())
    if (drained.sent + drained.retrying + drained.givenUp + drained.dropped + drained.paused > 0) {
      console.log(`waitlist outbox: ${JSON.stringify(drained)}`)
    }
  },
)

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
