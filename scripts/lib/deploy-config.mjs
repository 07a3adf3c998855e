// What a production deploy must not ship: placeholder, demo, development or malformed values. The
// build's own schema (src/lib/env.schema.ts) accepts placeholders, so development and tests run
// without any setup; `npm run check:config` (run by `npm run deploy`) refuses them with this list.
//
// `settings` is the one list: each entry is one line of check:config's output. `check` returns
// what is wrong (or nothing) given the value and the context; a new setting is one more entry.
// Every value is checked first for what no setting may hold (a line break, a secret), and a
// message never repeats a value shaped like a secret (`shown`).
import { execFileSync } from 'node:child_process'
import { regionForFirestoreLocation } from '../../functions/src/region.js'
import { envSchema } from '../../src/lib/env.schema.ts'

const placeholderDomain =
  /(^|[.@])(example\.(com|org|net)|[\w-]+\.(invalid|test|example|localhost))$/i
const localHost = /^(localhost|127\.|0\.0\.0\.0|\[::1\])/
const email = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/
// Shapes a real value always has; anything else (`x`, `TODO`, a copied key cut short) is refused.
const firebaseApiKey = /^AIza[\w-]{35}$/
const firebaseAppId = /^1:\d+:web:[0-9a-f]+$/
const recaptchaSiteKey = /^6L[\w-]{38}$/
const projectId = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/
// FormSubmit's random-string alias for an address (formsubmit.co, "hide your email"): 32 hex
// digits. A GitHub OAuth secret (40) is not one.
const formSubmitAlias = /^[0-9a-f]{32}$/i
// GitHub: an owner (letters, digits, hyphens) and a repository name, never the clone URL's `.git`.
const githubRepo = /^[A-Za-z0-9-]+\/[\w.-]+$/
// Where the App Store serves an app's page.
const appStoreHosts = new Set(['apps.apple.com', 'itunes.apple.com'])
// A database location: a multi-region (nam5, nam7, eur3) or one region (europe-west2, us-east1...).
const firestoreLocation = /^(nam5|nam7|eur3|[a-z]+-[a-z]+\d+)$/
// A Google Analytics 4 measurement id, as the Firebase console shows it.
const measurementId = /^G-[A-Z0-9]{6,12}$/
// What people write for "fill this in later", in any setting.
const placeholderWord = /^(todo|tbd|fixme|changeme|placeholder|xxx+)$|\bTODO\b/i

export { regionForFirestoreLocation }

/**
 * What a password, key or token looks like, wherever it was pasted: a URL with a password in it
 * (the SMTP URL), a GitHub OAuth client secret (40 hex digits) or token, a private key, or
 * base64 random bytes (the link secret). None is a shape any setting here has.
 */
export function looksSecret(value) {
  return (
    /[a-z][a-z0-9+.-]*:\/\/[^\s/@:]+:[^\s/@]+@/i.test(value) ||
    /(^|[^0-9a-f])[0-9a-f]{40}([^0-9a-f]|$)/i.test(value) ||
    /\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\w{20,})/.test(value) ||
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(value) ||
    /^(?=.*[+/=])[A-Za-z0-9+/]{32,}={0,2}$/.test(value)
  )
}

/** A value as a message may show it: quoted, line breaks visible, a secret never. */
export function shown(value) {
  return looksSecret(value)
    ? 'the value (not shown: it looks like a secret)'
    : JSON.stringify(value)
}

function notRealOrigin(origin) {
  if (!URL.canParse(origin) || new URL(origin).protocol !== 'https:')
    return `${shown(origin)} is not an https URL`
  const url = new URL(origin)
  if (localHost.test(url.host) || placeholderDomain.test(url.hostname))
    return `${shown(origin)} is a local or placeholder address`
  // Links are written as origin + "/path": a trailing slash or a path makes "//path".
  if (url.origin !== origin)
    return `${shown(origin)} is not an origin: write ${url.origin} (no trailing slash, path or query), or every link built on it breaks`
}

function firebaseValue(shape, what) {
  return (setting) => {
    if (!setting) return "not set; copy it from the Firebase console's web app config"
    if (/^demo-/.test(setting))
      return `${shown(setting)} is a demo value that can never reach a real project`
    if (!shape.test(setting))
      return `${shown(setting)} is not ${what}; copy it from the Firebase console`
  }
}

function recipient(who) {
  return (value) => {
    if (!value) return `not set; every ${who} message would go to a placeholder and be lost`
    if (placeholderDomain.test(value) || !(email.test(value) || formSubmitAlias.test(value)))
      return `${shown(value)} is a placeholder; every ${who} message would be lost`
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
      !/^[1-9]\d{5,11}$/.test(id)
        ? `${id ? shown(id) : 'not set'}; set the app's numeric App Store id`
        : undefined,
  },
  {
    key: 'VITE_APP_STORE_URL',
    from: 'env',
    check: (url, { env }) => {
      const id = env.VITE_APP_STORE_ID ?? ''
      const page = URL.canParse(url) ? new URL(url) : undefined
      const pageId = /\/id(\d+)$/.exec(page?.pathname ?? '')?.[1]
      if (!url || !page || /^0+$/.test(pageId ?? '0'))
        return `${url ? shown(url) : 'not set'}; set the App Store page of id${id || 'N'}, or every badge links nowhere`
      if (page.protocol !== 'https:' || !appStoreHosts.has(page.hostname))
        return `${shown(url)} is not an https link to apps.apple.com; every badge must open the App Store`
      if (pageId !== id)
        return `${shown(url)} is the page of id${pageId}, but VITE_APP_STORE_ID is ${shown(id)}; the badges and Safari's banner would open different apps`
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
    check: (domain, { env }) => {
      const problem =
        firebaseValue(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain')(domain) ??
        (placeholderDomain.test(domain) ? `${shown(domain)} is a placeholder domain` : undefined)
      if (problem) return problem
      // The project's own sign-in domains, or the site's (a custom auth domain).
      const project = env.VITE_FIREBASE_PROJECT_ID ?? ''
      const site = URL.canParse(env.VITE_SITE_ORIGIN ?? '')
        ? new URL(env.VITE_SITE_ORIGIN).hostname
        : ''
      // A malformed project id is its own line; the domain is compared with a real-looking one.
      if (
        projectId.test(project) &&
        ![`${project}.firebaseapp.com`, `${project}.web.app`, site].includes(domain)
      )
        return `${shown(domain)} is not ${project}.firebaseapp.com (nor the site's domain); copy it from the same web app config as VITE_FIREBASE_PROJECT_ID`
    },
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
        return `${appId ? `${shown(appId)} is the placeholder` : 'not set'}; copy it from the Firebase console`
      if (!firebaseAppId.test(appId))
        return `${shown(appId)} is not a web app id (1:<digits>:web:<hex>); copy it from the Firebase console`
    },
  },
  {
    key: 'VITE_FIREBASE_MEASUREMENT_ID',
    from: 'env',
    check: (id) =>
      id && !measurementId.test(id)
        ? `${shown(id)} is not a measurement id (G- and 6 to 12 capitals or digits); copy it from the Firebase console, or leave it empty for no analytics`
        : undefined,
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
        return `${shown(key)} is not a reCAPTCHA site key (6L and 38 more characters)`
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
    check: (origin) => {
      if (!origin) return undefined
      if (URL.canParse(origin) && localHost.test(new URL(origin).host))
        return `${shown(origin)} is a local stand-in; every contact message would be lost (leave it unset for FormSubmit)`
      const problem = notRealOrigin(origin)
      if (problem) return `${problem} (leave it unset for FormSubmit)`
    },
  },
  {
    key: 'VITE_VIDEO_URL',
    from: 'env',
    check: (url) => {
      // Unset, the homepage plays the video content/site.yml names, from the site itself.
      if (!url || url.startsWith('/')) return undefined
      if (!URL.canParse(url) || new URL(url).protocol !== 'https:')
        return `${shown(url)} is not an https URL; the homepage's video would not play (leave it unset for the video content/site.yml names)`
      if (placeholderDomain.test(new URL(url).hostname) || localHost.test(new URL(url).host))
        return `${shown(url)} is a local or placeholder address; the homepage's video would not play`
    },
  },
  // The press page's fact sheet: unset, the build prints .env.example's facts.
  {
    key: 'VITE_COMPANY_FOUNDED',
    from: 'env',
    check: (year) =>
      Number(year) > new Date().getUTCFullYear()
        ? `${shown(year)} is a year still to come; the press page would say the company was founded then`
        : undefined,
  },
  { key: 'VITE_COMPANY_BASED_IN', from: 'env', check: () => undefined },
  {
    key: 'VITE_APP_LAUNCH_MONTH',
    from: 'env',
    check: (month, { env }) => {
      // Unset: .env.example's month. Not a month at all: the build's own rule says so.
      const launched = Date.parse(`${month}-01`)
      if (!month || Number.isNaN(launched)) return undefined
      if (launched > Date.now())
        return `${shown(month)} is a month still to come; the press page would say the app launched then`
      if (new Date(launched).getUTCFullYear() < Number(env.VITE_COMPANY_FOUNDED))
        return `${shown(month)} is before the company was founded (${env.VITE_COMPANY_FOUNDED}); the press page would contradict itself`
    },
  },
  {
    key: 'CMS_GITHUB_REPO',
    from: 'env',
    check: (repo) => {
      if (/\.git$/i.test(repo))
        return `${shown(repo)} ends in .git, which GitHub's API does not answer to; write ${shown(repo.replace(/\.git$/i, ''))}`
      if (!githubRepo.test(repo))
        return `${repo ? shown(repo) : 'not set'}; set the repository the editor commits to, as owner/name`
      const here = process.env.GITHUB_REPOSITORY
      if (here && here.toLowerCase() !== repo.toLowerCase())
        return `${shown(repo)}, but this runs in ${here}; the editor's changes would never deploy`
    },
  },
  {
    key: 'CMS_GITHUB_BRANCH',
    from: 'env',
    check: (branch) => {
      // Unset, the editor publishes to main (vite.admin.config.ts).
      if (!branch) return undefined
      // On GitHub: the branch pushed to, or the one a pull request goes into.
      const deploying = process.env.GITHUB_REF?.startsWith('refs/heads/')
        ? process.env.GITHUB_REF_NAME
        : process.env.GITHUB_BASE_REF || undefined
      if (deploying && branch !== deploying)
        return `${shown(branch)}, but this runs for ${deploying}; what the editor publishes would never go live`
      if (branchExists(branch) === false)
        return `${shown(branch)} is no branch of this repository; the editor's publishing would fail (set the branch the site deploys from, usually main)`
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
  {
    key: 'FIRESTORE_LOCATION',
    from: 'functions',
    check: (location, { env, functions, rewriteRegions, functionsEnvFile }) => {
      if (!firestoreLocation.test(location))
        return `${location ? shown(location) : 'not set'}; set the Firestore database's location in ${functionsEnvFile} (console, Firestore, "Location": nam5, eur3, europe-west2...)`
      if (env.FIRESTORE_LOCATION)
        return `is also in .env or the environment, where the functions never see it; keep it only in ${functionsEnvFile}`
      const needed = regionForFirestoreLocation(location)
      const regions = new Set([...functions.regions, ...rewriteRegions])
      if (regions.size !== 1 || !regions.has(needed))
        return `${shown(location)} needs the functions in ${needed}, and they deploy to ${[...functions.regions].join(', ')} with firebase.json's rewrites naming ${[...new Set(rewriteRegions)].join(', ') || 'none'}; a region written into a function's options or firebase.json overrides the one setting: remove it`
    },
  },
  // The functions' own parameters follow (from their defineString/defineInt, one line each), then
  // their secrets (from defineSecret): see `functionsSettings`.
]

/**
 * Whether the clone has the branch (locally or from origin), or undefined where it cannot say:
 * no clone, or a shallow one (CI's checkout holds one commit and no other branch).
 */
function branchExists(branch) {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: 'pipe' }).trim()
  try {
    if (git('rev-parse', '--is-shallow-repository') !== 'false') return undefined
  } catch {
    return undefined
  }
  return [`refs/heads/${branch}`, `refs/remotes/origin/${branch}`].some((ref) => {
    try {
      git('rev-parse', '--verify', '--quiet', ref)
      return true
    } catch {
      return false
    }
  })
}

/** GitHub's client id shapes: OAuth apps (Ov23li…, or 20 hex digits before 2023), GitHub Apps. */
const githubClientId = /^((Ov|Iv)23li[A-Za-z0-9]{14}|Iv1\.[0-9a-f]{16}|[0-9a-f]{20})$/

const functionsParamChecks = {
  CMS_GITHUB_CLIENT_ID: (clientId) =>
    githubClientId.test(clientId)
      ? undefined
      : `${shown(clientId)} is not a GitHub client id; copy the client id of the GitHub OAuth app, or nobody can sign in to /admin`,
  WAITLIST_SENDER: (sender) => {
    const address = /^[^<>]+<([^<>]+)>$/.exec(sender)?.[1] ?? ''
    if (!email.test(address) || placeholderDomain.test(address))
      return `${shown(sender)} is not a name and a real address, like: touch grass <hello@touchgrass.app>`
  },
  SITE_ORIGIN: (origin, { env }) =>
    notRealOrigin(origin) ??
    (origin !== env.VITE_SITE_ORIGIN
      ? `${shown(origin)} differs from VITE_SITE_ORIGIN ${shown(env.VITE_SITE_ORIGIN ?? '')}; every email link would go elsewhere`
      : undefined),
  WAITLIST_HOURLY_EMAIL_CAP: (cap) =>
    Number(cap) < 1 || Number(cap) > 100_000
      ? `${shown(cap)} would send ${Number(cap) < 1 ? 'nothing' : "past any provider's limit"}; set the emails per hour your SMTP provider allows (1 to 100000)`
      : undefined,
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
        if (param.type === 'int' && !/^\d+$/.test(value))
          return `${shown(value)} is not a whole number`
        if (param.type !== 'int' && (value.length < 3 || /^(x+|todo|tbd|changeme)$/i.test(value)))
          return `${shown(value)} is a placeholder`
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
    // As the deploy reads it: firebase-tools and Vite keep a quoted value's spaces, so does this.
    const value = setting.from === 'secret' ? '' : (source[setting.key] ?? '')
    return {
      key: setting.key,
      from: setting.from,
      problem:
        valueProblem(value) ?? setting.check(value, context) ?? schemaProblem(setting.key, value),
    }
  })
}

/** What the build itself would refuse (src/lib/env.schema.ts), said before anything is built. */
function schemaProblem(key, value) {
  const rule = value ? envSchema.shape[key] : undefined
  const result = rule?.safeParse(value)
  if (result && !result.success) return `${shown(value)}: ${result.error.issues[0].message}`
}

/** What no setting may hold, whatever it is for. */
function valueProblem(value) {
  // A line break in the sender becomes a new mail header; in any other value, a broken one.
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(value))
    return 'contains a line break or another control character; write it on one line'
  if (/^\s|\s$/.test(value))
    return `${shown(value)} starts or ends with a space, which the deploy keeps (a link or an address with it breaks); remove it`
  if (placeholderWord.test(value)) return `${shown(value)} is a placeholder; set the real value`
  if (looksSecret(value))
    return 'holds what looks like a password, key or token (not shown); a secret goes only in Secret Manager (`npx firebase functions:secrets:set NAME`), and this one should be replaced, since it sat in a file'
}

/**
 * One readable line per problem, as `KEY: what is wrong and what it would break`, then one per
 * settings file firebase-tools would refuse.
 */
export function configProblems(context) {
  return [
    ...checkSettings(context)
      .filter((result) => result.problem)
      .map(({ key, problem }) => `${key}: ${problem}`),
    ...(context.functionsEnvProblems ?? []),
  ]
}
