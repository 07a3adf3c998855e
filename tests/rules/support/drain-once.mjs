// One drain of the outbox in a process of its own, so a test can kill it mid-send (kill -9):
// the same code and settings as the test's own drains, against the emulator and the test's SMTP.
import process from 'node:process'
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { smtpSender } from '../../../functions/src/mail.js'
import { drainOutbox } from '../../../functions/src/waitlist.js'

const { PROJECT_ID, SMTP_URL, CONFIG, NOW } = process.env
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }))
const config = JSON.parse(CONFIG)
const result = await drainOutbox(
  db,
  {
    ...config,
    send: smtpSender(SMTP_URL, {
      timeoutMs: config.sendTimeoutMs,
      dataEndTimeoutMs: config.dataEndTimeoutMs,
    }),
  },
  Number(NOW),
)
process.stdout.write(`${JSON.stringify(result)}\n`)
process.exit(0)
