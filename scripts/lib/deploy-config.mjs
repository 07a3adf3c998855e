// What a production deploy must not ship: placeholder, demo or development values. The build's
// own schema (src/lib/env.schema.ts) accepts these, so development and tests run without any
// setup; `npm run check:config` (run by `npm run deploy`) refuses them with this list.
//
// `settings` is the one list: each entry is one line of check:config's output. `check` returns
// what is wrong (or nothing) given the value and the context; a new setting is one more entry.

const placeholderDomain =
  /(^|[.@])(example\.(com|org|net)|[\w-]+\.(invalid|test|example|localhost))$/i
const localHost = /^(localhost|127\.|0\.0\.0\.0|\[::1\])/
const email = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/
// Shapes a real value always has; anything else (`x`, `TODO`, a copied key cut short) is refused.
const firebaseApiKey = /^AIza[\w-]{35}$/
const firebaseAppId = /^1:\d+:web:[0-9a-f]+$/
const recaptchaSiteKey = /^6L[\w-]{38}$/
const projectId = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/
// FormSubmit's random-string alias for an address (formsubmit.co, "hide your email").
const formSubmitAlias = /^[0-9a-z]{20,}$/i
const githubRepo = /^[\w.-]+\/[\w.-]+$/

/** Where the Firestore database's location puts a Firestore trigger (firebase-tools' own table). */
const firestoreTriggerRegion = { nam5: 'us-central1', nam7: 'us-central1', eur3: 'europe-west1' }
export function regionForFirestoreLocation(location) {
  const id = location.toLowerCase()
  return firestoreTriggerRegion[id] ?? id
}

function notRealOrigin(origin) {
  if (!URL.canParse(origin) || new URL(origin).protocol !== 'https:')
    return `"${origin}" is not an https URL`
  const { host, hostname } = new URL(origin)
  if (localHost.test(host) || placeholderDomain.test(hostname))
    return `"${origin}" is a local or placeholder address`
}

function firebaseValue(shape, what) {
  return (setting) => {
    if (!setting) return "not set; copy it from the Firebase console's web app config"
    if (/^demo-/.test(setting))
      return `"${setting}" is a demo value that can never reach a real project`
    if (!shape.test(setting))
      return `"${setting}" is not ${what}; copy it from the Firebase console`
  }
}

function recipient(who) {
  return (value) => {
    if (!value) return `not set; every ${who} message would go to a placeholder and be lost`
    if (placeholderDomain.test(value) || !(email.test(value) || formSubmitAlias.test(value)))
      return `"${value}" is a placeholder; every ${who} message would be lost`
  }
}

/**
 * Every setting a production deploy needs. `from`: `env` is .env or the environment (as `vite
 * build` reads them), `functions` is functions/.env.<project> (the functions' parameters),
 * `secret` is Cloud Secret Manager (never readable here, so named, not checked).
 */
export const settings = [
  {
    key: 'VITE_SITE_ORIGIN',
    from: 'env',
    check: (origin) =>
      origin ? notRealOrigin(origin) : 'not set; set the https address the site is served from',
  },
  {
    key: 'VITE_APP_STORE_ID',
    from: 'env',
    check: (id) =>
      !/^\d+$/.test(id) || /^0+$/.test(id)
        ? `${id ? `"${id}"` : 'not set'}; set the app's numeric App Store id`
        : undefined,
  },
  {
    key: 'VITE_APP_STORE_URL',
    from: 'env',
    check: (url, { env }) => {
      const id = env.VITE_APP_STORE_ID
      if (!url || !id || !url.includes(`id${id}`) || /id0+\b/.test(url))
        return `${url ? `"${url}"` : 'not set'}; set the App Store page of id${id || 'N'}, or every badge links nowhere`
    },
  },
  {
    key: 'VITE_FIREBASE_API_KEY',
    from: 'env',
    check: firebaseValue(firebaseApiKey, 'a Firebase API key (AIza and 35 more characters)'),
  },
  {
    key: 'VITE_FIREBASE_AUTH_DOMAIN',
    from: 'env',
    check: (domain) =>
      firebaseValue(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain')(domain) ??
      (placeholderDomain.test(domain) ? `"${domain}" is a placeholder domain` : undefined),
  },
  {
    key: 'VITE_FIREBASE_PROJECT_ID',
    from: 'env',
    check: firebaseValue(projectId, 'a project id (6-30 lowercase letters, digits, hyphens)'),
  },
  {
    key: 'VITE_FIREBASE_APP_ID',
    from: 'env',
    check: (appId) => {
      if (!appId || /^1:0+:web:0+$/.test(appId))
        return `${appId ? `"${appId}" is the placeholder` : 'not set'}; copy it from the Firebase console`
      if (!firebaseAppId.test(appId))
        return `"${appId}" is not a web app id (1:<digits>:web:<hex>); copy it from the Firebase console`
    },
  },
  {
    key: 'VITE_FIRESTORE_EMULATOR_HOST',
    from: 'env',
    check: (host) =>
      host ? 'is set, so the site would write to a local emulator; leave it empty' : undefined,
  },
  {
    key: 'VITE_APP_CHECK_SITE_KEY',
    from: 'env',
    check: (key) => {
      if (!key)
        return 'not set; without App Check anyone can script signups (docs/decisions/089-app-check.md)'
      if (!recaptchaSiteKey.test(key))
        return `"${key}" is not a reCAPTCHA site key (6L and 38 more characters)`
    },
  },
  {
    key: 'VITE_CONTACT_PRESS_RECIPIENT',
    from: 'env',
    check: recipient('media and investor'),
  },
  {
    key: 'VITE_CONTACT_SUPPORT_RECIPIENT',
    from: 'env',
    check: recipient('support and other'),
  },
  {
    key: 'VITE_CONTACT_FORM_ORIGIN',
    from: 'env',
    check: (origin) =>
      origin && (!origin.startsWith('https://') || localHost.test(origin.slice(8)))
        ? `"${origin}" is a local stand-in; every contact message would be lost (leave it unset for FormSubmit)`
        : undefined,
  },
  {
    key: 'CMS_GITHUB_REPO',
    from: 'env',
    check: (repo) => {
      if (!githubRepo.test(repo))
        return `${repo ? `"${repo}"` : 'not set'}; set the repository the editor commits to, as owner/name`
      const here = process.env.GITHUB_REPOSITORY
      if (here && here.toLowerCase() !== repo.toLowerCase())
        return `"${repo}", but this runs in ${here}; the editor's changes would never deploy`
    },
  },
  {
    key: 'FIRESTORE_LOCATION',
    from: 'env',
    check: (location, { functions, rewriteRegions }) => {
      if (!/^[a-z]+[a-z0-9-]*$/i.test(location))
        return `${location ? `"${location}"` : 'not set'}; set the Firestore database's location (console, Firestore, "Location": nam5, eur3, europe-west2...)`
      const needed = regionForFirestoreLocation(location)
      const regions = new Set([...functions.regions, ...rewriteRegions])
      if (regions.size !== 1 || !regions.has(needed))
        return `"${location}" needs the functions in ${needed}, and they deploy to ${[...functions.regions].join(', ')} (functions/src/region.js) with firebase.json's rewrites naming ${[...new Set(rewriteRegions)].join(', ') || 'us-central1'}`
    },
  },
  {
    key: 'CMS_TEST_LOCAL_BACKEND',
    from: 'env',
    check: (value) =>
      value
        ? 'is set, so the editor would look for decap-server on loopback; leave it empty'
        : undefined,
  },
  // The functions' own parameters follow (from their defineString/defineInt, one line each), then
  // their secrets (from defineSecret): see `functionsSettings`.
]

/** GitHub's client id shapes: OAuth apps (Ov23li…, or 20 hex digits before 2023), GitHub Apps. */
const githubClientId = /^((Ov|Iv)23li[A-Za-z0-9]{14}|Iv1\.[0-9a-f]{16}|[0-9a-f]{20})$/

const functionsParamChecks = {
  CMS_GITHUB_CLIENT_ID: (clientId) =>
    githubClientId.test(clientId)
      ? undefined
      : `"${clientId}" is not a GitHub client id; copy the client id of the GitHub OAuth app, or nobody can sign in to /admin`,
  WAITLIST_SENDER: (sender) => {
    const address = /^[^<>]+<([^<>]+)>$/.exec(sender)?.[1] ?? ''
    if (!email.test(address) || placeholderDomain.test(address))
      return `"${sender}" is not a name and a real address, like: touch grass <hello@touchgrass.app>`
  },
  SITE_ORIGIN: (origin, { env }) =>
    notRealOrigin(origin) ??
    (origin !== env.VITE_SITE_ORIGIN
      ? `"${origin}" differs from VITE_SITE_ORIGIN "${env.VITE_SITE_ORIGIN}"; every email link would go elsewhere`
      : undefined),
}

/** The functions' parameters and secrets as settings, read from their own definitions. */
export function functionsSettings(functions) {
  return functions.params.map((param) => {
    if (param.type === 'secret')
      return {
        key: param.name,
        from: 'secret',
        // A secret lives in Secret Manager only: in a file it would ship or be committed.
        check: (_, { env, functionsEnv }) =>
          env[param.name] || functionsEnv[param.name]
            ? `is in a .env file or the environment; remove it and set it with \`npx firebase functions:secrets:set ${param.name}\``
            : undefined,
      }
    return {
      key: param.name,
      from: 'functions',
      check: (value, context) => {
        if (value === '' && param.default !== undefined) return undefined
        if (!value)
          return `not set in ${context.functionsEnvFile}${param.description ? ` (${param.description})` : ''}`
        if (param.type === 'int' && !/^\d+$/.test(value)) return `"${value}" is not a whole number`
        if (value.length < 3 || /^(x+|todo|tbd|changeme)$/i.test(value))
          return `"${value}" is a placeholder`
        return functionsParamChecks[param.name]?.(value, context)
      },
    }
  })
}

/**
 * One result per setting: `{ key, from, problem }`, `problem` undefined when it is fine.
 * `context`: env (.env and the environment), functionsEnv (functions/.env.<project>),
 * functionsEnvFile, functions ({ params, regions }) and rewriteRegions (firebase.json).
 */
export function checkSettings(context) {
  return [...settings, ...functionsSettings(context.functions)].map((setting) => {
    const source = setting.from === 'functions' ? context.functionsEnv : context.env
    const value = setting.from === 'secret' ? '' : (source[setting.key] ?? '').trim()
    return { key: setting.key, from: setting.from, problem: setting.check(value, context) }
  })
}

/** One readable line per problem, as `KEY: what is wrong and what it would break`. */
export function configProblems(context) {
  return checkSettings(context)
    .filter((result) => result.problem)
    .map(({ key, problem }) => `${key}: ${problem}`)
}
