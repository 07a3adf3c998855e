import type { Route } from '@playwright/test'
import { testGitHubOAuthOrigin, testPorts } from '../../scripts/lib/test-ports.mjs'
import { expect, test } from './support/fixtures'
import {
  siteCallback as callback,
  standInCode as code,
  standInToken as token,
} from './support/github-oauth-stand-in.ts'

// The owner's sign-in to /admin as production runs it, on the built site with the headers it
// ships: Decap's real GitHub login popup opens /api/cms/auth on the site's own functions, which
// send it to GitHub's authorize page (here a local stand-in that approves at once, started with
// the preview), and the callback exchanges the code with the stand-in and hands the token over
// with Decap's handshake. Only GitHub's REST API is answered inside the browser.

const siteOrigin = `http://127.0.0.1:${testPorts.preview}`

/** GitHub's REST API as the editor reads it for an owner with write access to an empty repository. */
async function answerGitHubApi(route: Route, authorizations: string[]) {
  const request = route.request()
  authorizations.push(request.headers().authorization ?? '')
  const path = new URL(request.url()).pathname
  const json = (body: unknown, status = 200) => route.fulfill({ status, json: body })
  if (path === '/user') return json({ login: 'the-owner', name: 'the owner', avatar_url: '' })
  const repo = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path)
  if (!repo) return json({ message: 'Not Found' }, 404)
  const [, owner, name, rest = ''] = repo
  if (rest === '')
    return json({
      name,
      full_name: `${owner}/${name}`,
      owner: { login: owner },
      default_branch: 'main',
      permissions: { admin: false, push: true, pull: true },
    })
  if (rest.startsWith('/pulls')) return json([])
  if (rest.startsWith('/branches/')) return json({ name: 'main', commit: { sha: 'a'.repeat(40) } })
  if (rest.startsWith('/git/trees/'))
    return json({ sha: 'b'.repeat(40), tree: [], truncated: false })
  return json({ message: 'Not Found' }, 404)
}

test.describe('signing in to /admin', () => {
  // The test build's editor would use decap-server if one answered; this test is GitHub's.
  test.use({ viewport: { width: 1280, height: 900 }, expectedConsoleMessages: /ERR_FAILED/ })

  test('the GitHub popup completes the handshake under the built headers, and the editor opens signed in', async ({
    page,
    context,
  }) => {
    await page.route(`http://127.0.0.1:${testPorts.decapServer}/**`, (route) => route.abort())
    const authorizations: string[] = []
    await page.route('https://api.github.com/**', (route) => answerGitHubApi(route, authorizations))
    // Every message the editor receives, token masked, to show the handshake as Decap sees it.
    await page.addInitScript(() => {
      const seen: [string, string][] = []
      Object.assign(window, { seenMessages: seen })
      window.addEventListener('message', (event) => {
        seen.push([event.origin, String(event.data).replace(/"token":"[^"]*"/, '"token":"…"')])
      })
    })

    const admin = await page.goto('/admin')
    expect(admin?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Login with GitHub' }).click()
    const popup = await popupOpened
    // The popup's state, not its close event: a busy test process can take the event before
    // it listens for it, and would then wait for a close that has already happened.
    await expect.poll(() => popup.isClosed()).toBe(true)

    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { seenMessages: [string, string][] }).seenMessages,
        ),
      )
      .toEqual([
        [siteOrigin, 'authorizing:github'],
        [siteOrigin, 'authorization:github:success:{"token":"…","provider":"github"}'],
      ])
    const exchanges = (await (
      await fetch(`${testGitHubOAuthOrigin}/stand-in/exchanges`)
    ).json()) as Record<string, unknown>[]
    expect(exchanges.at(-1)).toMatchObject({ code, redirect_uri: callback })

    // Signed in: the editorial workflow's board and the collections, read with the new token.
    await expect(page.getByRole('link', { name: 'Workflow' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Donations' })).toBeVisible()
    expect(authorizations.length).toBeGreaterThan(0)
    expect(new Set(authorizations)).toEqual(new Set([`token ${token}`]))

    // Any other page of the site, in the same browser, finds no token in the origin's storage.
    const sitePage = await context.newPage()
    const home = await sitePage.goto('/')
    expect(home?.headers()['cross-origin-opener-policy']).toBe('same-origin')
    const stored = await sitePage.evaluate(() =>
      JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }, document.cookie]),
    )
    expect(stored).not.toContain(token)
    await sitePage.close()
  })
})
