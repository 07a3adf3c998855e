// Everything the waitlist needs beside the site, started together for `npm run dev` and the
// tests: the Firestore emulator, MailDev, and the functions running against both.
import { readFileSync } from 'node:fs'
import { startEmulator } from './firestore-emulator.mjs'
import { projectId } from './firestore-emulator.mjs'
import { functionRewrites, startFunctionsHost } from './functions-host.mjs'
import { startMailDev } from './maildev.mjs'

const firebaseJson = new URL('../../firebase.json', import.meta.url)

/** Resolves to undefined when no Firestore emulator is installed (callers decide). */
export async function startWaitlistServices({
  ports,
  siteOrigin,
  hourlyEmailCap = 200,
  githubOAuthOrigin,
}) {
  // The emulator and MailDev need nothing of each other, so they start together (each takes
  // seconds, and every suite that needs them starts them); the functions need both.
  const starts = await Promise.allSettled([
    startEmulator({ port: ports.firestore }),
    startMailDev({ smtpPort: ports.mailSmtp, webPort: ports.mailWeb }),
  ])
  const started = starts.flatMap((start) =>
    start.status === 'fulfilled' && start.value ? [start.value] : [],
  )
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined)
  }
  const failed = starts.find((start) => start.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  const [emulator, mail] = starts.map((start) => start.value)
  if (!emulator) {
    await stop()
    return undefined
  }
  try {
    const functions = await startFunctionsHost({
      port: ports.functions,
      firestoreHost: emulator.hostPort,
      projectId,
      rewrites: functionRewrites(JSON.parse(readFileSync(firebaseJson, 'utf8')).hosting),
      params: {
        WAITLIST_SMTP_URL: mail.smtpUrl,
        WAITLIST_SENDER: 'touch grass <waitlist@touchgrass.invalid>',
        SITE_ORIGIN: siteOrigin,
        WAITLIST_HOURLY_EMAIL_CAP: String(hourlyEmailCap),
        // The editor's sign-in exchanges its code here instead of at github.com (tests only).
        ...(githubOAuthOrigin ? { CMS_GITHUB_OAUTH_ORIGIN_LOCAL: githubOAuthOrigin } : {}),
      },
    })
    started.push(functions)
    return { emulator, mail, functions, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
