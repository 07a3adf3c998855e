// The waitlist's emails as a mail server receives them, through the functions' own senders: the
// outbox's (smtpSender, the confirmation) and the owner's announce command's (smtpTransport). The
// headers a mailbox acts on are compared byte for byte with what nodemailer wrote before an
// upgrade, so a new nodemailer that changes one of them fails here, not in someone's inbox.
import crypto from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import {
  confirmationMessage,
  smtpSender,
  smtpTransport,
  waitlistMessage,
} from '../../functions/src/mail.js'
import { startSmtpStub } from './support/smtp-stub'

let smtp: Awaited<ReturnType<typeof startSmtpStub>>
beforeAll(async () => void (smtp = await startSmtpStub()))
afterAll(async () => smtp.stop())
beforeEach(() => {
  smtp.delivered.length = 0
  // Message-ID and Date are the only parts nodemailer makes up; pinned, the message is the same
  // bytes on every run.
  vi.spyOn(crypto, 'randomBytes').mockImplementation((size: number) => Buffer.alloc(size, 0xab))
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-28T12:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const config = {
  linkSecret: 'test-secret',
  siteOrigin: 'https://touchgrass.example',
  sender: 'touch grass <waitlist@touchgrass.example>',
}
const person = { entryId: 'c'.repeat(64), signedUpAt: 1764000000000, to: 'sam@example.com' }

/** The raw header lines named, each with its folded continuation lines, as they arrived. */
function rawHeaders(raw: string, names: string[]) {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'))
  const fields = head.split(/\r\n(?![ \t])/)
  return names.map((name) =>
    fields.filter((field) => field.toLowerCase().startsWith(`${name.toLowerCase()}:`)),
  )
}

// As nodemailer 7.0.9 wrote them (the long URL folded onto a line of its own).
const expectedHeaders = [
  [
    [
      'List-Unsubscribe:',
      ' <https://touchgrass.example/api/waitlist/unsubscribe?token=unsubscribe.cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc.0.1764000000000.rqPO_8ibHnrDNVFnZ6MHlJMh-8EnO5dqupf9034Phyc>',
    ].join('\r\n'),
  ],
  ['List-Unsubscribe-Post: List-Unsubscribe=One-Click'],
  ['Message-ID: <abababab-abab-abab-abab-abababababab@touchgrass.example>'],
]
const names = ['List-Unsubscribe', 'List-Unsubscribe-Post', 'Message-ID']

test('the confirmation email carries the same one-click unsubscribe headers and Message-ID', async () => {
  const confirmUrl = 'https://touchgrass.example/api/waitlist/confirm?token=x'
  await smtpSender(smtp.url)(confirmationMessage(config, { ...person, confirmUrl }))
  expect(smtp.delivered).toHaveLength(1)
  expect(rawHeaders(smtp.delivered[0]!.raw, names)).toEqual(expectedHeaders)
})

test('the announce command’s email carries the same headers', async () => {
  const transport = smtpTransport(smtp.url)
  try {
    await transport.sendMail(
      waitlistMessage(config, { ...person, subject: 'the android app is out', text: 'hi' }),
    )
  } finally {
    transport.close()
  }
  expect(smtp.delivered).toHaveLength(1)
  expect(rawHeaders(smtp.delivered[0]!.raw, names)).toEqual(expectedHeaders)
})
