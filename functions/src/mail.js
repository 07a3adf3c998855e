// Every email the waitlist sends: from a named sender, with a footer link and the one-click
// unsubscribe headers of RFC 8058. The footer link opens a page with a button (a scanner that
// follows links removes nobody); the header's one-click POST removes the entry at once.
import { Readable } from 'node:stream'
import nodemailer from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js'
import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js'
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

/** At most this long for one email, from the connection to the message's end. */
export const sendTimeoutMs = 60_000
/**
 * How long the server may take to answer the message's end: the 10 minutes SMTP allows (RFC 5321
 * 4.5.3.2.6). A refusal that comes late is still a refusal, not a sent email.
 */
export const dataEndTimeoutMs = 10 * 60_000

/**
 * A sender for the waitlist's outbox: one SMTP conversation per message, cut off after
 * `timeoutMs` up to the dot that ends the message and `dataEndTimeoutMs` after it, whatever the
 * server does, and `beforeDataEnd` awaited just before that dot. Once the server has the dot it
 * has the message (a server that keeps a message it never acknowledged is the norm, RFC 1047),
 * so the outbox records the moment first and, if no reply comes, counts the email as sent
 * instead of sending it again. An error says `afterDataEnd` when it came after that moment.
 */
export function smtpSender(
  smtpUrl,
  { timeoutMs = sendTimeoutMs, dataEndTimeoutMs: endTimeoutMs = dataEndTimeoutMs } = {},
) {
  const options = parseConnectionUrl(smtpUrl)
  return (message, { beforeDataEnd } = {}) =>
    new Promise((resolve, reject) => {
      const connection = new SMTPConnection({
        ...options,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        // The longer of the two: the cut-offs themselves are the timer below.
        socketTimeout: Math.max(timeoutMs, endTimeoutMs),
      })
      let dataEnded = false
      let settled = false
      const finish = (error, info) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        if (error) {
          connection.close()
          reject(Object.assign(error, { afterDataEnd: dataEnded }))
        } else {
          connection.quit()
          resolve(info)
        }
      }
      const cutOffAfter = (ms) =>
        setTimeout(
          () =>
            finish(
              Object.assign(new Error(`no SMTP answer within ${ms} ms`), { code: 'ETIMEDOUT' }),
            ),
          ms,
        )
      let timer = cutOffAfter(timeoutMs)
      connection.on('error', (error) => finish(error))
      connection.once('end', () =>
        finish(
          Object.assign(new Error('the SMTP server closed the connection'), {
            code: 'ECONNECTION',
          }),
        ),
      )
      const mail = new MailComposer(message).compile()
      mail.build((buildError, raw) => {
        if (buildError) return finish(buildError)
        connection.connect(() => {
          const send = () => {
            let pushed = false
            const body = new Readable({
              read() {
                if (pushed) return
                pushed = true
                this.push(raw)
                Promise.resolve(beforeDataEnd?.())
                  .then(() => {
                    dataEnded = true
                    clearTimeout(timer)
                    timer = cutOffAfter(endTimeoutMs)
                    this.push(null)
                  })
                  .catch((error) => {
                    this.destroy(error)
                    finish(error)
                  })
              },
            })
            connection.send(mail.getEnvelope(), body, (error, info) => finish(error, info))
          }
          if (!options.auth) return send()
          connection.login(options.auth, (error) => (error ? finish(error) : send()))
        })
      })
    })
}
