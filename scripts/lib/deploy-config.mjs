// What a production deploy must not ship: placeholder, demo or development values. The build's
// own schema (src/lib/env.schema.ts) accepts these, so development and tests run without any
// setup; `npm run check:config` (run by `npm run deploy`) refuses them with this list.

const placeholderDomain =
  /(^|[.@])(example\.(com|org|net)|[\w-]+\.(invalid|test|example|localhost))$/i
const localHost = /^(localhost|127\.|0\.0\.0\.0|\[::1\])/

/** One readable line per problem, as `KEY: what is wrong and what it would break`. */
export function configProblems(env) {
  const problems = []
  const problem = (key, message) => problems.push(`${key}: ${message}`)
  const value = (key) => (env[key] ?? '').trim()

  const origin = value('VITE_SITE_ORIGIN')
  if (!origin) problem('VITE_SITE_ORIGIN', 'not set; set the https address the site is served from')
  else if (!URL.canParse(origin) || new URL(origin).protocol !== 'https:')
    problem('VITE_SITE_ORIGIN', `"${origin}" is not an https URL`)
  else if (localHost.test(new URL(origin).host) || placeholderDomain.test(new URL(origin).hostname))
    problem('VITE_SITE_ORIGIN', `"${origin}" is a local or placeholder address`)

  const appStoreId = value('VITE_APP_STORE_ID')
  if (!/^\d+$/.test(appStoreId) || /^0+$/.test(appStoreId))
    problem(
      'VITE_APP_STORE_ID',
      `${appStoreId ? `"${appStoreId}"` : 'not set'}; set the app's numeric App Store id`,
    )
  const appStoreUrl = value('VITE_APP_STORE_URL')
  if (
    !appStoreUrl ||
    !appStoreId ||
    !appStoreUrl.includes(`id${appStoreId}`) ||
    /id0+\b/.test(appStoreUrl)
  )
    problem(
      'VITE_APP_STORE_URL',
      `${appStoreUrl ? `"${appStoreUrl}"` : 'not set'}; set the App Store page of id${appStoreId || 'N'}, or every badge links nowhere`,
    )

  for (const key of [
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_AUTH_DOMAIN',
    'VITE_FIREBASE_PROJECT_ID',
  ]) {
    const setting = value(key)
    if (!setting) problem(key, "not set; copy it from the Firebase console's web app config")
    else if (/^demo-/.test(setting))
      problem(key, `"${setting}" is a demo value that can never reach a real project`)
  }
  const appId = value('VITE_FIREBASE_APP_ID')
  if (!appId || /^1:0+:web:0+$/.test(appId))
    problem(
      'VITE_FIREBASE_APP_ID',
      `${appId ? `"${appId}" is the placeholder` : 'not set'}; copy it from the Firebase console`,
    )
  if (value('VITE_FIRESTORE_EMULATOR_HOST'))
    problem(
      'VITE_FIRESTORE_EMULATOR_HOST',
      'is set, so the site would write to a local emulator; leave it empty',
    )
  if (!value('VITE_APP_CHECK_SITE_KEY'))
    problem(
      'VITE_APP_CHECK_SITE_KEY',
      'not set; without App Check anyone can script signups (docs/decisions/089-app-check.md)',
    )

  for (const [key, who] of [
    ['VITE_CONTACT_PRESS_RECIPIENT', 'media and investor'],
    ['VITE_CONTACT_SUPPORT_RECIPIENT', 'support and other'],
  ]) {
    const recipient = value(key)
    if (!recipient)
      problem(key, `not set; every ${who} message would go to a placeholder and be lost`)
    else if (placeholderDomain.test(recipient) || !/^[\w.+-]+(@[\w.-]+\.\w+)?$/.test(recipient))
      problem(key, `"${recipient}" is a placeholder; every ${who} message would be lost`)
  }
  const formOrigin = value('VITE_CONTACT_FORM_ORIGIN')
  if (formOrigin && (!formOrigin.startsWith('https://') || localHost.test(formOrigin.slice(8))))
    problem(
      'VITE_CONTACT_FORM_ORIGIN',
      `"${formOrigin}" is a local stand-in; every contact message would be lost (leave it unset for FormSubmit)`,
    )
  return problems
}
