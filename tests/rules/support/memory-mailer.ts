import { localLinkSecret } from '../../../scripts/lib/functions-host.mjs'

/** The outbox's settings with a sender that only remembers whom it mailed. */
export function memoryMailer(cap = 200) {
  const sent: string[] = []
  return {
    sent,
    config: {
      linkSecret: localLinkSecret,
      siteOrigin: 'https://touchgrass.invalid',
      sender: 'touch grass <waitlist@touchgrass.invalid>',
      hourlyEmailCap: cap,
      send: async (message: { to: string }) => void sent.push(message.to),
      log: () => undefined,
    },
  }
}
