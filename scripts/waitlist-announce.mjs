// `npm run waitlist:announce -- --subject "..." --body FILE [--send] [--per-second N]`: one email
// to every confirmed person on the waitlist (never to an unconfirmed address). A dry run by
// default: it prints how many would get it and the first message in full. With --send it sends,
// at most N a second (default 2), and records each person in
// waitlist_announcements/{campaign}/recipients/{id} BEFORE sending, so running the same command
// again after a crash carries on where it stopped and never writes to anyone twice (a person
// recorded but not marked sent when it stopped is reported, not retried). The campaign is the
// SHA-256 of subject and body. Target: see scripts/lib/waitlist-admin.mjs; mail settings below.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { localLinkSecret } from './lib/functions-host.mjs'
import { waitlistDatabase, waitlistTarget } from './lib/waitlist-admin.mjs'
import { smtpTransport, waitlistMessage } from '../functions/src/mail.js'
import { confirmedPeople } from '../functions/src/waitlist.js'

const { values } = parseArgs({
  options: {
    subject: { type: 'string' },
    body: { type: 'string' },
    send: { type: 'boolean', default: false },
    'per-second': { type: 'string', default: '2' },
  },
})
if (!values.subject || !values.body) {
  console.error('usage: npm run waitlist:announce -- --subject "..." --body FILE [--send]')
  process.exit(2)
}
const body = readFileSync(values.body, 'utf8')
const perSecond = Number(values['per-second'])
if (!(perSecond > 0)) throw new Error('--per-second must be a positive number')

// The emulator has local defaults (MailDev, the dev server); a real project needs every setting.
const target = waitlistTarget()
const local = target.kind === 'emulator'
const setting = (name, localDefault) => {
  const value = process.env[name] || (local ? localDefault : undefined)
  if (!value) throw new Error(`set ${name} to send from the real project`)
  return value
}
const config = {
  linkSecret: setting('WAITLIST_LINK_SECRET', localLinkSecret),
  siteOrigin: setting('SITE_ORIGIN', 'http://localhost:5173'),
  sender: setting('WAITLIST_SENDER', 'touch grass <waitlist@touchgrass.invalid>'),
  smtpUrl: setting('WAITLIST_SMTP_URL', 'smtp://127.0.0.1:1025'),
}

const db = waitlistDatabase(target)
const campaign = createHash('sha256')
  .update(`${values.subject}\n${body}`)
  .digest('hex')
  .slice(0, 16)
const recipients = db.collection('waitlist_announcements').doc(campaign).collection('recipients')
const people = await confirmedPeople(db)
const message = (person) =>
  waitlistMessage(config, {
    entryId: person.entryId,
    to: person.email,
    subject: values.subject,
    text: body,
  })

const done = new Set((await recipients.get()).docs.map((recipient) => recipient.id))
const unsure = (await recipients.where('sentAt', '==', null).get()).docs.length
const toSend = people.filter((person) => !done.has(person.entryId))
console.log(
  `announce ${campaign}: ${people.length} confirmed, ${done.size} already recorded, ${toSend.length} to send`,
)
if (unsure > 0) {
  console.log(
    `announce: ${unsure} recorded but not marked sent (a crash mid-send); not retried, check them by hand`,
  )
}

if (!values.send) {
  const first = toSend[0]
  if (first) {
    const { from, to, subject, headers, text } = message(first)
    console.log('\ndry run: the first message would be\n')
    console.log(
      [
        `From: ${from}`,
        `To: ${to}`,
        `Subject: ${subject}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        text,
      ].join('\n'),
    )
  }
  console.log(`dry run: nothing sent. add --send to send ${toSend.length}.`)
  process.exit(0)
}

await db
  .collection('waitlist_announcements')
  .doc(campaign)
  .set({ subject: values.subject, body }, { merge: true })
const transport = smtpTransport(config.smtpUrl)
let sent = 0
for (const person of toSend) {
  const started = Date.now()
  const claim = recipients.doc(person.entryId)
  try {
    await claim.create({ email: person.email, claimedAt: new Date(), sentAt: null })
  } catch {
    continue // recorded by another run in the meantime
  }
  try {
    await transport.sendMail(message(person))
  } catch (error) {
    await claim.delete()
    console.error(`announce: sending stopped at ${person.email}: ${error.message}`)
    console.error(`announce: ${sent} sent this run; run the same command again to carry on`)
    process.exit(1)
  }
  await claim.update({ sentAt: new Date() })
  sent++
  const wait = 1000 / perSecond - (Date.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}
transport.close()
console.log(`announce ${campaign}: ${sent} sent this run`)
process.exit(0)
