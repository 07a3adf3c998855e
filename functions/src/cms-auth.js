// Signing in to the content editor at /admin with GitHub, served by the site's own functions so
// the owner needs no account beyond GitHub: Decap's GitHub backend opens a popup at
// /api/cms/auth, which sends it to GitHub with a random `state` kept in a cookie; GitHub sends it
// back to /api/cms/callback, which checks that state, exchanges the code for a token and hands
// the token to the editor with Decap's postMessage handshake, addressed to the site's origin only.
// Free of any Firebase wiring (index.js adds that) so tests call it with plain objects.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const provider = 'github'
/** What Decap's GitHub backend asks for; anything else is refused rather than passed to GitHub. */
const scopes = new Set(['repo', 'public_repo'])
/** Firebase Hosting forwards one cookie to a function, and only by this name. */
export const stateCookie = '__session'
const stateLifetimeSeconds = 10 * 60

export const callbackPath = '/api/cms/callback'

function noStore(response) {
  response.set('Cache-Control', 'no-store')
  response.set('Referrer-Policy', 'no-referrer')
  // The popup must keep its opener, the editor: a COOP other than the default here would cut
  // the window.opener the handshake posts to (the editor's own page allows popups).
  response.set('Cross-Origin-Opener-Policy', 'unsafe-none')
}

function cookieOf(request, name) {
  for (const part of String(request.headers?.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return ''
}

function stateCookieHeader(config, value, maxAge) {
  const secure = config.siteOrigin.startsWith('https:') ? '; Secure' : ''
  return `${stateCookie}=${value}; Path=/api/cms; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

// Compared as bytes: a multi-byte character makes a string of the same length longer in bytes,
// which timingSafeEqual refuses by throwing.
function sameState(a, b) {
  const [given, kept] = [Buffer.from(a), Buffer.from(b)]
  return given.length > 0 && given.length === kept.length && timingSafeEqual(given, kept)
}

/**
 * Whether the sign-in was opened by a page of the site itself (the editor's popup), as the
 * browser says: Sec-Fetch-Site (every current browser sends it), or else the Referer's origin.
 * Any other page could otherwise open this address in the owner's browser: GitHub, already
 * trusting the app, would come straight back, and each visit would mint a token nobody receives
 * (GitHub keeps ten per app, user and scope, and revokes the oldest, the editor's own).
 */
export function openedBySite(config, request) {
  const fetchSite = request.headers?.['sec-fetch-site']
  if (fetchSite) return fetchSite === 'same-origin'
  try {
    return (
      new URL(String(request.headers?.referer ?? '')).origin === new URL(config.siteOrigin).origin
    )
  } catch {
    return false
  }
}

/**
 * GET /api/cms/auth?provider=github&scope=repo: to GitHub's authorize page, nowhere else, and
 * only when the site's own editor opened it. The address to come back to is the site's own
 * callback, never one from the request.
 */
export function startSignIn(config, request, response) {
  noStore(response)
  if (request.method !== 'GET') return void response.status(405).send('method not allowed')
  if (!openedBySite(config, request)) {
    return void response.status(403).send('the sign-in starts from the editor at /admin')
  }
  const scope = String(request.query?.scope ?? 'repo')
  if (request.query?.provider !== provider || !scopes.has(scope)) {
    return void response.status(400).send('this sign-in is for GitHub, with repository access')
  }
  const state = randomBytes(32).toString('base64url')
  const authorize = new URL('/login/oauth/authorize', config.githubOrigin)
  authorize.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: new URL(callbackPath, config.siteOrigin).href,
    scope,
    state,
    allow_signup: 'false',
  }).toString()
  response.set('Set-Cookie', stateCookieHeader(config, state, stateLifetimeSeconds))
  response.redirect(302, authorize.href)
}

/**
 * GET /api/cms/callback?code&state: the page that ends the popup. Whatever happens, it answers
 * with Decap's handshake page, carrying either the token or the reason, and nothing is logged
 * but GitHub's error code: never the code, the state or the token.
 */
export async function finishSignIn(config, request, response) {
  noStore(response)
  if (request.method !== 'GET') return void response.status(405).send('method not allowed')
  const expected = cookieOf(request, stateCookie)
  // The state is spent whatever the outcome, so a second use of this callback address fails.
  response.set('Set-Cookie', stateCookieHeader(config, '', 0))
  const reply = (status, outcome) =>
    void response
      .status(status)
      .set('Content-Type', 'text/html; charset=utf-8')
      .set('Content-Security-Policy', outcome.policy)
      .send(outcome.html)

  const state = String(request.query?.state ?? '')
  if (!sameState(state, expected)) {
    return reply(
      400,
      handshakePage(config.siteOrigin, {
        error: 'this sign-in did not start here, or took too long: close this window and try again',
      }),
    )
  }
  if (request.query?.error) {
    return reply(
      403,
      handshakePage(config.siteOrigin, { error: 'GitHub did not give access: nothing changed' }),
    )
  }
  const code = String(request.query?.code ?? '')
  let answer
  try {
    const exchange = await config.fetch(new URL('/login/oauth/access_token', config.githubOrigin), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: new URL(callbackPath, config.siteOrigin).href,
      }),
    })
    answer = await exchange.json()
  } catch {
    config.log('cms sign-in: GitHub did not answer the code exchange')
    return reply(
      502,
      handshakePage(config.siteOrigin, { error: 'GitHub did not answer: try again in a minute' }),
    )
  }
  if (typeof answer?.access_token !== 'string' || !answer.access_token) {
    config.log(
      `cms sign-in: GitHub refused the code exchange (${String(answer?.error ?? 'no token')})`,
    )
    return reply(
      502,
      handshakePage(config.siteOrigin, { error: 'GitHub refused the sign-in: try again' }),
    )
  }
  reply(200, handshakePage(config.siteOrigin, { token: answer.access_token }))
}

/** A JSON value as a script literal that cannot end the script element. */
const scriptLiteral = (value) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/**
 * Decap's handshake, as its Authenticator expects it: the popup says "authorizing:github" to its
 * opener; the editor answers with the same words; only an answer from the site's origin gets the
 * result, and every message names the site's origin as its target, so a page of any other origin
 * that opened this window receives nothing.
 */
export function handshakePage(siteOrigin, outcome) {
  const message = outcome.token
    ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.token, provider })}`
    : `authorization:${provider}:error:${JSON.stringify({ message: outcome.error })}`
  const script = [
    `const origin = ${scriptLiteral(siteOrigin)}`,
    `const result = ${scriptLiteral(message)}`,
    `const hello = ${scriptLiteral(`authorizing:${provider}`)}`,
    'if (window.opener) {',
    "  window.addEventListener('message', (event) => {",
    '    if (event.origin !== origin || event.data !== hello) return',
    '    window.opener.postMessage(result, origin)',
    '  })',
    '  window.opener.postMessage(hello, origin)',
    '} else {',
    "  document.getElementById('status').textContent = 'this window lost the editor that opened it: close it and sign in from /admin again'",
    '}',
  ].join('\n')
  const hash = createHash('sha256').update(script, 'utf8').digest('base64')
  const status = outcome.token ? 'signing you in…' : outcome.error
  return {
    policy: `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    html: [
      '<!doctype html>',
      '<html lang="en-GB">',
      '<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>signing in · touch grass</title></head>',
      `<body><p id="status" role="status">${status.replace(/[<>&"]/g, '')}</p>`,
      `<script>${script}</script>`,
      '</body>',
      '</html>',
    ].join('\n'),
  }
}
