// Every email the waitlist sends: from a named sender, with a footer link and the one-click
// unsubscribe headers of RFC 8058. The footer link opens a page with a button (a scanner that
// follows links removes nobody); the header's one-click POST removes the entry at once.
import nodemailer from 'nodemailer'
import { confirmationLinkDays, unconfirmedEntryDays } from './waitlist-contract.js'
import { makeToken } from './links.js'

const transports = new Map()

/** One SMTP connection pool per URL (smtp://, smtps://; MailDev locally). */
export function smtpTransport(smtpUrl) {
  if (!transports.has(smtpUrl)) transports.set(smtpUrl, nodemailer.createTransport(smtpUrl))
  return transports.get(smtpUrl)
}

/** The link names the membership (its signup time), so it cannot remove a person who re-joined. */
export function unsubscribeUrl(config, entryId, signedUpAt) {
  const token = makeToken(config.linkSecret, {
    purpose: 'unsubscribe',
    entryId,
    nonce: String(signedUpAt),
  })
  return `${config.siteOrigin}/api/waitlist/unsubscribe?token=${token}`
}

/** Adds the sender, the unsubscribe headers and the footer to a message's own words. */
export function waitlistMessage(config, { entryId, signedUpAt, to, subject, text }) {
  const unsubscribe = unsubscribeUrl(config, entryId, signedUpAt)
  return {
    from: config.sender,
    to,
    subject,
    text: [
      text.trimEnd(),
      '',
      '--',
      `You get this because ${to} joined the touch grass Android waitlist at ${config.siteOrigin}.`,
      `Leave the waitlist (no login): ${unsubscribe}`,
      '',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

export function confirmationMessage(config, { entryId, signedUpAt, to, confirmUrl }) {
  return waitlistMessage(config, {
    entryId,
    signedUpAt,
    to,
    subject: 'confirm your place on the touch grass android waitlist',
    text: [
      'hi,',
      '',
      'someone, hopefully you, asked to join the touch grass android waitlist with this address.',
      'confirm it and we will email you once, when the android version is ready:',
      '',
      confirmUrl,
      '',
      `the link works once, for ${confirmationLinkDays} days. if it was not you, ignore this email: an address that is`,
      `not confirmed gets nothing more from us and is deleted after ${unconfirmedEntryDays} days.`,
      '',
      'the touch grass team',
    ].join('\n'),
  })
}
