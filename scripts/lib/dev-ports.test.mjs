// @vitest-environment node
import { expect, test } from 'vitest'
import { waitlistTarget } from './waitlist-admin.mjs'
import { devPorts, devSiteOrigin, devSmtpUrl, movedPortsPrefix } from './dev-ports.mjs'

test('the dev ports default as npm run dev documents them, and each variable moves its own', () => {
  expect(devPorts({})).toEqual({
    site: 5173,
    firestore: 8080,
    functions: 5001,
    mailSmtp: 1025,
    mailWeb: 1080,
    decapServer: 8081,
  })
  const moved = {
    PORT: '5550',
    FIRESTORE_PORT: '5560',
    MAILDEV_SMTP_PORT: '5562',
    FUNCTIONS_PORT: '',
  }
  expect(devPorts(moved)).toMatchObject({
    site: 5550,
    firestore: 5560,
    mailSmtp: 5562,
    functions: 5001,
  })
  expect(devSiteOrigin(moved)).toBe('http://localhost:5550')
  expect(devSmtpUrl(moved)).toBe('smtp://127.0.0.1:5562')
  // The owner's commands find the same emulator.
  expect(waitlistTarget(moved)).toMatchObject({ kind: 'emulator', host: '127.0.0.1:5560' })
  expect(movedPortsPrefix(moved, ['site', 'firestore', 'mailSmtp'])).toBe(
    'PORT=5550 FIRESTORE_PORT=5560 MAILDEV_SMTP_PORT=5562 ',
  )
  expect(movedPortsPrefix({}, ['firestore'])).toBe('')
})

test('a value that is not a port is refused by its variable name', () => {
  for (const bad of ['abc', '0', '65536', '80.5', '-1', '5173x']) {
    expect(() => devPorts({ MAILDEV_SMTP_PORT: bad })).toThrow(
      `MAILDEV_SMTP_PORT must be a port number from 1 to 65535, not "${bad}"`,
    )
  }
})
