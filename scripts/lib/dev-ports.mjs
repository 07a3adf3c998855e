// The ports `npm run dev` listens on, the variables that move them and their defaults, in one
// place: scripts/dev.mjs starts the stack from them, and the owner's commands
// (waitlist:export, waitlist:erase, waitlist:announce) read the same ones, so with the same
// variables set in both terminals they find the emulator, MailDev and the site that dev started.
// Everything listens on 127.0.0.1 (the site on localhost), never on another interface.

/** What each port is, the variable that moves it, and where it is when that is unset. */
export const devPortVariables = {
  site: { variable: 'PORT', fallback: 5173 },
  firestore: { variable: 'FIRESTORE_PORT', fallback: 8080 },
  functions: { variable: 'FUNCTIONS_PORT', fallback: 5001 },
  mailSmtp: { variable: 'MAILDEV_SMTP_PORT', fallback: 1025 },
  mailWeb: { variable: 'MAILDEV_WEB_PORT', fallback: 1080 },
  decapServer: { variable: 'DECAP_SERVER_PORT', fallback: 8081 },
}

/** The loopback address every service of the stack but the site binds to. */
export const devHost = '127.0.0.1'

/**
 * The stack's ports from `env` (an unset or empty variable takes its default). A value that is
 * not a port is refused by name, before anything starts.
 */
export function devPorts(env = process.env) {
  return Object.fromEntries(
    Object.entries(devPortVariables).map(([name, { variable, fallback }]) => {
      const raw = env[variable]
      if (raw === undefined || raw === '') return [name, fallback]
      const port = Number(raw)
      if (!/^\d+$/.test(raw.trim()) || port < 1 || port > 65535)
        throw new Error(`${variable} must be a port number from 1 to 65535, not "${raw}"`)
      return [name, port]
    }),
  )
}

/** The site's origin as the dev server prints it: what links in local emails point at. */
export function devSiteOrigin(env = process.env) {
  return `http://localhost:${devPorts(env).site}`
}

/** Where MailDev takes the stack's email. */
export function devSmtpUrl(env = process.env) {
  return `smtp://${devHost}:${devPorts(env).mailSmtp}`
}

/** The emulator's host:port, as FIRESTORE_EMULATOR_HOST spells it. */
export function devFirestoreHost(env = process.env) {
  return `${devHost}:${devPorts(env).firestore}`
}

/**
 * Those of `names` that `env` moves away from their defaults, as a command prefix
 * ("PORT=5550 FIRESTORE_PORT=5560 "), so a printed owner's command reaches this stack.
 */
export function movedPortsPrefix(env = process.env, names = Object.keys(devPortVariables)) {
  const ports = devPorts(env)
  return Object.entries(devPortVariables)
    .filter(([name, { fallback }]) => names.includes(name) && ports[name] !== fallback)
    .map(([name, { variable }]) => `${variable}=${ports[name]} `)
    .join('')
}
