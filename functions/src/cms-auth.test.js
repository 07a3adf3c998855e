// @vitest-environment node
import { runInNewContext } from 'node:vm'
import { describe, expect, test, vi } from 'vitest'
import { callbackPath, finishSignIn, handshakePage, startSignIn, stateCookie } from './cms-auth.js'

const siteOrigin = 'https://touchgrass.app'
const token = 'gho_the-owners-token-0123456789'

function configWith(overrides = {}) {
  return {
    clientId: 'client-id-123',
    clientSecret: 'client-secret-456',
    siteOrigin,
    githubOrigin: 'https://github.com',
    fetch: vi.fn(async () => Response.json({ access_token: token, token_type: 'bearer' })),
    log: vi.fn(),
    ...overrides,
  }
}

/** Just enough of Express's response for the handlers, recording what they answer. */
function fakeResponse() {
  const response = {
    statusCode: 200,
    headers: {},
    body: undefined,
    location: undefined,
    set(name, value) {
      response.headers[name.toLowerCase()] = value
      return response
    },
    status(code) {
      response.statusCode = code
      return response
    },
    send(body) {
      response.body = body
      return response
    },
    redirect(code, location) {
      response.statusCode = code
      response.location = location
    },
  }
  return response
}

const get = (query, cookie) => ({ method: 'GET', query, headers: cookie ? { cookie } : {} })

/** The editor's popup, opened by the site's own page. */
const fromTheEditor = { 'sec-fetch-site': 'same-origin' }

function start(
  query = { provider: 'github', scope: 'repo', site_id: 'touchgrass.app' },
  headers = fromTheEditor,
) {
  const response = fakeResponse()
  startSignIn(configWith(), { ...get(query), headers }, response)
  return response
}

/** The state a real start would put in its cookie. */
function startedState() {
  const cookie = start().headers['set-cookie']
  return /^__session=([^;]+);/.exec(cookie)?.[1] ?? ''
}

async function finish(query, cookie, config = configWith()) {
  const response = fakeResponse()
  await finishSignIn(config, get(query, cookie), response)
  return { response, config }
}

/**
 * Runs the callback page's script with a fake opener, the way Decap's editor answers it, and
 * returns every message the page posted: [message, targetOrigin].
 */
function runHandshake(html, answerFrom) {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
  const posted = []
  const listeners = []
  const opener = {
    postMessage(message, targetOrigin) {
      posted.push([message, targetOrigin])
      // The editor answers the greeting with the same words, from its own origin.
      if (message === 'authorizing:github') {
        for (const listener of listeners) listener({ origin: answerFrom, data: message })
      }
    },
  }
  runInNewContext(script, {
    window: { opener, addEventListener: (_type, listener) => listeners.push(listener) },
    document: { getElementById: () => ({ textContent: '' }) },
  })
  return posted
}

describe('the start of the sign-in', () => {
  test('sends the popup to GitHub with the site’s own callback and a random state kept in a cookie', () => {
    const response = start()
    expect(response.statusCode).toBe(302)
    const location = new URL(response.location)
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe('client-id-123')
    expect(location.searchParams.get('redirect_uri')).toBe(`${siteOrigin}${callbackPath}`)
    expect(location.searchParams.get('scope')).toBe('repo')
    const state = location.searchParams.get('state') ?? ''
    expect(state.length).toBeGreaterThanOrEqual(40)
    expect(response.headers['set-cookie']).toBe(
      `${stateCookie}=${state}; Path=/api/cms; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
    )
    expect(startedState()).not.toBe(state)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  test('goes nowhere but GitHub, whatever the request asks for (no open redirect)', () => {
    const response = start({
      provider: 'github',
      scope: 'repo',
      redirect_uri: 'https://evil.example/steal',
      redirect: 'https://evil.example',
      base_url: 'https://evil.example',
    })
    const location = new URL(response.location)
    expect(location.origin).toBe('https://github.com')
    expect(location.searchParams.get('redirect_uri')).toBe(`${siteOrigin}${callbackPath}`)
    expect(response.location).not.toContain('evil')
  })

  test('starts only when the site itself opened it: any other page gets 403, GitHub never sees it', () => {
    const query = { provider: 'github', scope: 'repo' }
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' }, // another subdomain
      { 'sec-fetch-site': 'none' }, // typed or bookmarked: nobody would receive the token
      // The site's referer does not outweigh the browser's own word.
      { 'sec-fetch-site': 'cross-site', referer: `${siteOrigin}/admin/` },
      { referer: 'https://evil.example/page' },
      { referer: 'https://touchgrass.app.evil.example/admin/' },
      {}, // neither: refused
    ]) {
      const response = start(query, headers)
      expect(response.statusCode).toBe(403)
      expect(response.location).toBeUndefined()
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    // A browser without Sec-Fetch-Site is judged by its referer.
    expect(start(query, { referer: `${siteOrigin}/admin/` }).statusCode).toBe(302)
    expect(start(query).statusCode).toBe(302)
  })

  test('refuses another provider or a wider scope', () => {
    expect(start({ provider: 'gitlab', scope: 'repo' }).statusCode).toBe(400)
    expect(start({ provider: 'github', scope: 'repo,admin:org' }).statusCode).toBe(400)
    expect(start({ provider: 'github', scope: 'repo' }).statusCode).toBe(302)
  })
})

describe('the callback', () => {
  test('with the state it started with, exchanges the code and hands the token to the site’s origin only', async () => {
    const state = startedState()
    const { response, config } = await finish(
      { code: 'the-code', state },
      `other=1; ${stateCookie}=${state}`,
    )
    expect(response.statusCode).toBe(200)
    expect(config.fetch).toHaveBeenCalledOnce()
    const [url, init] = config.fetch.mock.calls[0]
    expect(String(url)).toBe('https://github.com/login/oauth/access_token')
    expect(JSON.parse(init.body)).toEqual({
      client_id: 'client-id-123',
      client_secret: 'client-secret-456',
      code: 'the-code',
      redirect_uri: `${siteOrigin}${callbackPath}`,
    })
    // The cookie is spent, the page never cached, and its one script is the one its policy allows.
    expect(response.headers['set-cookie']).toMatch(/^__session=; Path=\/api\/cms; Max-Age=0;/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none')
    expect(response.headers['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'sha256-[\w+/=]+'; /,
    )

    const posted = runHandshake(response.body, siteOrigin)
    expect(posted).toEqual([
      ['authorizing:github', siteOrigin],
      [`authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`, siteOrigin],
    ])
  })

  test('an answer to the greeting from any other origin gets no token', async () => {
    const state = startedState()
    const { response } = await finish({ code: 'c', state }, `${stateCookie}=${state}`)
    const posted = runHandshake(response.body, 'https://evil.example')
    expect(posted).toEqual([['authorizing:github', siteOrigin]])
    expect(JSON.stringify(posted)).not.toContain(token)
  })

  test('refuses a forged, missing or other state, without asking GitHub', async () => {
    const state = startedState()
    const cases = [
      [{ code: 'c', state: 'forged' }, `${stateCookie}=${state}`],
      [{ code: 'c', state }, undefined],
      [{ code: 'c' }, `${stateCookie}=${state}`],
      [{ code: 'c', state: '' }, `${stateCookie}=`],
      [{ code: 'c', state }, `${stateCookie}=${startedState()}`],
      [{ code: 'c', state }, `session=${state}`],
      // As long as the state in characters, longer in bytes.
      [{ code: 'c', state: 'é'.repeat(state.length) }, `${stateCookie}=${state}`],
    ]
    const errors = vi.spyOn(console, 'error')
    for (const [query, cookie] of cases) {
      const { response, config } = await finish(query, cookie)
      expect(response.statusCode, JSON.stringify([query, cookie])).toBe(400)
      expect(config.fetch).not.toHaveBeenCalled()
      expect(config.log).not.toHaveBeenCalled()
      const posted = runHandshake(response.body, siteOrigin)
      expect(posted.at(-1)?.[0]).toMatch(/^authorization:github:error:/)
      expect(posted.every(([, target]) => target === siteOrigin)).toBe(true)
    }
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  test('never logs the token, the code or the state, even when GitHub refuses', async () => {
    const log = vi.spyOn(console, 'log')
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    const state = startedState()
    const cookie = `${stateCookie}=${state}`
    await finish({ code: 'secret-code', state }, cookie)
    const refused = await finish(
      { code: 'secret-code', state },
      cookie,
      configWith({
        fetch: vi.fn(async () => Response.json({ error: 'bad_verification_code' })),
      }),
    )
    expect(refused.response.statusCode).toBe(502)
    expect(refused.config.log).toHaveBeenCalledWith(
      'cms sign-in: GitHub refused the code exchange (bad_verification_code)',
    )
    const unreachable = await finish(
      { code: 'secret-code', state },
      cookie,
      configWith({ fetch: vi.fn(async () => Promise.reject(new Error(token))) }),
    )
    expect(unreachable.response.statusCode).toBe(502)
    const logged = JSON.stringify([
      refused.config.log.mock.calls,
      unreachable.config.log.mock.calls,
      log.mock.calls,
      warn.mock.calls,
      error.mock.calls,
    ])
    for (const secret of [token, 'secret-code', state, 'client-secret-456']) {
      expect(logged).not.toContain(secret)
    }
  })

  test('a refusal on GitHub’s page reaches the editor as an error, not a token', async () => {
    const state = startedState()
    const { response, config } = await finish(
      { error: 'access_denied', state },
      `${stateCookie}=${state}`,
    )
    expect(response.statusCode).toBe(403)
    expect(config.fetch).not.toHaveBeenCalled()
    expect(runHandshake(response.body, siteOrigin).at(-1)?.[0]).toBe(
      `authorization:github:error:${JSON.stringify({ message: 'GitHub did not give access: nothing changed' })}`,
    )
  })
})

test('the page cannot be broken out of by what it carries', () => {
  const { html } = handshakePage(siteOrigin, { token: '</script><script>alert(1)</script>' })
  expect(html.match(/<script>/g)).toHaveLength(1)
  expect(html.match(/<\/script>/g)).toHaveLength(1)
})
