import { expect } from '@playwright/test'
import { testMailOrigin } from '../../../scripts/lib/test-ports.mjs'

export type Mail = {
  to: { address: string }[]
  from: { address: string; name: string }[]
  subject: string
  headers: Record<string, string>
  text: string
}

/** Every message MailDev holds for one address (its REST API). */
export async function mailTo(email: string) {
  const response = await fetch(`${testMailOrigin}/email`)
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`)
  const all = (await response.json()) as Mail[]
  return all.filter((mail) => mail.to.some((to) => to.address === email))
}

/**
 * Waits for the count of messages to an address to reach `count`, and returns them. A minute: the
 * signup's trigger, the drain and MailDev took over 15 s with a second suite on the machine, and
 * the page promises minutes, not seconds.
 */
export async function waitForMail(email: string, count = 1) {
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 60_000 }).toBe(count)
  return mailTo(email)
}

export function linkIn(mail: Mail, path: string) {
  const link = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0]
  if (!link) throw new Error(`no ${path} link in the message`)
  return link
}
