// `npm run waitlist:announce -- --campaign NAME --subject "..." --body FILE [--send]
// [--per-second N] [--unsure send|skip]`: one email to every confirmed person on the waitlist
// (never to an unconfirmed address). A dry run by default: it prints how many would get it and
// the first message in full. With --send it sends, at most N a second (default 2).
//
// A campaign is the name the owner gives it, not its text: each person is recorded in
// waitlist_announcements/{NAME}/recipients/{entry id} (the id only, a one-way hash of the
// address) BEFORE sending and marked sent after, so a rerun, with the text edited or not, writes
// to nobody twice. Each person is checked just before their email: who left meanwhile gets
// nothing. A crash between the record and the mark leaves a person it cannot know about; a rerun
// names them and asks (--unsure send: they may get it twice; --unsure skip: they may never get
// it). An address its server refuses is skipped, not recorded, and named at the end: a rerun
// tries it again. One run sends at a time (a lock in waitlist_limits/announce-running): a second
// says which is running. Target: see scripts/lib/waitlist-admin.mjs. Against the emulator, the mail goes to the
// MailDev of `npm run dev` and its links to the dev site, both from the variables that command
// reads (PORT, MAILDEV_SMTP_PORT: scripts/lib/dev-ports.mjs); a real project needs every setting.
import { readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { createInterface } from 'node:readline/promises'
import { announcementRecipients, collections } from 'touch-grass-functions/waitlist-contract'
import { devSiteOrigin, devSmtpUrl } from './lib/dev-ports.mjs'
import { localLinkSecret } from './lib/functions-host.mjs'
import { ToolError, ownerTool, reachableDatabase, waitlistTarget } from './lib/waitlist-admin.mjs'

const usage =
  'npm run waitlist:announce -- --campaign NAME --subject "..." --body FILE [--send] [--per-second N] [--unsure send|skip]'
const fastest = 100
const slowest = 0.1

await ownerTool({
  usage,
  options: {
    campaign: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    send: { type: 'boolean', default: false },
    'per-second': { type: 'string', default: '2' },
    unsure: { type: 'string' },
  },
  run: announce,
})

async function announce({ values }) {
  const bad = (message) => new ToolError(message, { usage: true })
  if (!values.campaign || !values.subject || !values.body) {
    throw bad('--campaign, --subject and --body are all needed')
  }
  const name = values.campaign
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(name)) {
    throw bad(
      '--campaign is a short name of lowercase letters, digits and hyphens, like android-launch',
    )
  }
  const perSecond = Number(values['per-second'])
  if (!(perSecond >= slowest && perSecond <= fastest)) {
    throw bad(`--per-second must be a number from ${slowest} to ${fastest}`)
  }
  if (values.unsure !== undefined && !['send', 'skip'].includes(values.unsure)) {
    throw bad('--unsure is send or skip')
  }
  let body
  try {
    body = readFileSync(values.body, 'utf8')
  } catch (error) {
    throw new ToolError(`cannot read the body file ${values.body}: ${error.code ?? error.message}`)
  }

  // The emulator has local defaults (the dev stack's MailDev and site); a real project needs
  // every setting.
  const target = waitlistTarget()
  const local = target.kind === 'emulator'
  const setting = (key, localDefault) => {
    const value = process.env[key] || (local ? localDefault() : undefined)
    if (!value) throw new ToolError(`set ${key} to send from the real project`)
    return value
  }
  const config = {
    linkSecret: setting('WAITLIST_LINK_SECRET', () => localLinkSecret),
    siteOrigin: setting('SITE_ORIGIN', () => devSiteOrigin()),
    sender: setting('WAITLIST_SENDER', () => 'touch grass <waitlist@touchgrass.invalid>'),
    smtpUrl: setting('WAITLIST_SMTP_URL', () => devSmtpUrl()),
  }

  const db = await reachableDatabase(target)
  const { smtpTransport, waitlistMessage } = await import('../functions/src/mail.js')
  const { confirmedPeople, failureKind, stillConfirmed } =
    await import('../functions/src/waitlist.js')
  const campaignRef = db.collection(collections.announcements).doc(name)
  const recipients = campaignRef.collection(announcementRecipients)
  const campaign = await campaignRef.get()
  const people = await confirmedPeople(db)
  const recorded = new Map((await recipients.get()).docs.map((doc) => [doc.id, doc]))
  const unsure = [...recorded.values()].filter(
    (doc) => doc.get('sentAt') == null && !doc.get('settled'),
  )
  const toSend = people.filter((person) => !recorded.has(person.entryId))
  const message = (person) =>
    waitlistMessage(config, {
      entryId: person.entryId,
      signedUpAt: person.signedUpAt,
      to: person.email,
      subject: values.subject,
      text: body,
    })

  console.log(
    `announce "${name}": ${people.length} confirmed, ${recorded.size} already recorded, ${toSend.length} to send`,
  )
  if (
    campaign.exists &&
    (campaign.get('subject') !== values.subject || campaign.get('body') !== body)
  ) {
    console.log(
      `announce: this text differs from the campaign's first run; the ${recorded.size} already recorded get nothing again`,
    )
  }

  // Who a crash left unsure: named (by the address still on the list), then settled.
  const unsurePeople = []
  for (const doc of unsure) {
    const person = people.find((p) => p.entryId === doc.id)
    if (person) unsurePeople.push(person)
    else await doc.ref.update({ settled: 'left the waitlist' }) // nobody to ask about
  }
  let decision = values.unsure
  if (unsurePeople.length > 0) {
    console.log(
      `announce: a crash stopped mid-send to ${unsurePeople.length}, and whether they got it is unknown: ${unsurePeople.map((p) => p.email).join(', ')}`,
    )
    if (!decision && values.send && process.stdin.isTTY) {
      const prompt = createInterface({ input: process.stdin, output: process.stdout })
      const answer = await prompt.question('send to them again (they may get it twice)? [y/N] ')
      prompt.close()
      decision = /^y/i.test(answer.trim()) ? 'send' : 'skip'
    }
    if (!decision) {
      if (values.send) {
        throw new ToolError(
          'nothing sent: run again with --unsure send (they may get it twice) or --unsure skip (they may never get it)',
          { code: 3 },
        )
      }
      console.log('announce: decide with --unsure send or --unsure skip when you send')
    }
  }

  if (!values.send) {
    const first = toSend[0] ?? unsurePeople[0]
    if (first) {
      const { from, to, subject, headers, text } = message(first)
      console.log('\ndry run: the first message would be\n')
      console.log(
        [
          `From: ${from}`,
          `To: ${to}`,
          `Subject: ${subject}`,
          ...Object.entries(headers).map(([header, value]) => `${header}: ${value}`),
          '',
          text,
        ].join('\n'),
      )
    }
    console.log(`dry run: nothing sent. add --send to send ${toSend.length}.`)
    return
  }

  const lock = await takeLock(db, name)
  try {
    await sendAll()
  } finally {
    await lock.release()
  }

  async function sendAll() {
    if (!campaign.exists) {
      await campaignRef.set({ subject: values.subject, body, firstRunAt: new Date() })
    }
    if (decision === 'skip') {
      for (const person of unsurePeople) {
        await recipients.doc(person.entryId).update({ settled: 'skipped by the owner' })
      }
    }
    const again = decision === 'send' ? unsurePeople : []
    const transport = smtpTransport(config.smtpUrl)
    let sent = 0
    let left = 0
    const refused = []
    for (const person of [...again, ...toSend]) {
      const started = Date.now()
      await lock.renew()
      const claim = recipients.doc(person.entryId)
      // Just before their email: a person who left or was erased since the list was read gets nothing.
      if (!(await stillConfirmed(db, person.entryId))) {
        left++
        continue
      }
      const isAgain = again.includes(person)
      try {
        if (isAgain) await claim.update({ claimedAt: new Date() })
        else await claim.create({ claimedAt: new Date(), sentAt: null })
      } catch {
        continue // recorded by another run in the meantime
      }
      try {
        await transport.sendMail(message(person))
      } catch (error) {
        // Not sent, so not recorded: a rerun tries this person again.
        if (!isAgain) await claim.delete()
        const reply = String(error.response ?? error.message).split('\n')[0]
        if (failureKind(error) !== 'account') {
          refused.push(`${person.email}: ${reply}`)
          continue
        }
        transport.close()
        throw new ToolError(
          `sending stopped at ${person.email} (${sent} sent this run): the SMTP account or server refused (${reply}); fix that, then run the same command again to carry on${refused.length > 0 ? ` (and ${refused.length} addresses were refused before: ${refused.join('; ')})` : ''}`,
        )
      }
      await claim
        .update({
          sentAt: new Date(),
          ...(isAgain ? { settled: 'sent again by the owner' } : {}),
        })
        .catch((error) => {
          // 5: NOT_FOUND. The person left while their email went: leaving removed the record.
          if (error.code !== 5) throw error
        })
      sent++
      const wait = 1000 / perSecond - (Date.now() - started)
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
    transport.close()
    if (left > 0) console.log(`announce: ${left} left the waitlist while this ran, and got nothing`)
    console.log(`announce "${name}": ${sent} sent this run`)
    if (refused.length > 0) {
      console.error(
        [
          `announce: ${refused.length} not sent: their mail servers refused them (the server's words after each):`,
          ...refused.map((line) => `  ${line}`),
        ].join('\n'),
      )
      throw new ToolError(
        'run the same command again to try them again (nobody already sent gets it twice); an address whose server says it does not exist will never take it: remove that person with `npm run waitlist:erase -- ADDRESS`',
      )
    }
  }
}

/**
 * One sending run at a time: a lock naming the campaign, when it started and which process
 * holds it, renewed before each email. A run that died (its process gone on this machine, or no
 * renewal for two minutes) no longer holds it.
 */
async function takeLock(db, campaign) {
  const lockRef = db.collection(collections.limits).doc('announce-running')
  const lapseMs = 2 * 60_000
  const mine = () => ({
    campaign,
    host: hostname(),
    pid: process.pid,
    until: new Date(Date.now() + lapseMs),
  })
  const startedAt = new Date()
  try {
    await lockRef.create({ ...mine(), startedAt })
  } catch (error) {
    if (error.code !== 6) throw error // 6: ALREADY_EXISTS
    const held = await lockRef.get()
    const alive =
      held.get('until')?.toMillis() > Date.now() &&
      (held.get('host') !== hostname() || processAlive(held.get('pid')))
    if (held.exists && alive) {
      throw new ToolError(
        `nothing sent: another announce is sending "${held.get('campaign')}" since ${held.get('startedAt')?.toDate().toISOString()} (process ${held.get('pid')} on ${held.get('host')}); let it finish, then run this again`,
        { code: 4 },
      )
    }
    // The run that held it is gone; of two runs taking over at once, one does.
    await lockRef
      .update({ ...mine(), startedAt }, { lastUpdateTime: held.updateTime })
      .catch(() => {
        throw new ToolError('nothing sent: another announce started just now; run this again', {
          code: 4,
        })
      })
  }
  const ours = async () => {
    const held = await lockRef.get()
    return held.get('host') === hostname() && held.get('pid') === process.pid
  }
  return {
    renew: () => lockRef.update({ until: mine().until }),
    release: async () => {
      if (await ours()) await lockRef.delete()
    },
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
