// GitHub's OAuth endpoints as the editor's sign-in meets them, for the e2e suite (Playwright
// starts it beside the preview): an owner who approved the app before is sent straight back
// with a code, and the code is exchanged for a token. One server for every worker, so the
// sign-in test can run in two at once (`--repeat-each`); what each exchange asked is read back
// at /stand-in/exchanges.
import { createServer, type IncomingMessage } from 'node:http'
import { fileURLToPath } from 'node:url'
import { callbackPath } from '../../../functions/src/cms-auth.js'
import { localCmsClient } from '../../../scripts/lib/functions-host.mjs'
import { testGitHubOAuthOrigin, testPorts } from '../../../scripts/lib/test-ports.mjs'

export const standInToken = 'gho_standInToken0123456789abcdef'
export const standInCode = 'stand-in-code'
export const siteCallback = `http://127.0.0.1:${testPorts.preview}${callbackPath}`

async function bodyOf(request: IncomingMessage) {
  let text = ''
  for await (const chunk of request) text += chunk
  return JSON.parse(text || '{}') as Record<string, unknown>
}

const exchanges: Record<string, unknown>[] = []

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', testGitHubOAuthOrigin)
  if (url.pathname === '/login/oauth/authorize') {
    const known =
      url.searchParams.get('client_id') === localCmsClient.id &&
      url.searchParams.get('redirect_uri') === siteCallback
    if (!known) return void response.writeHead(400).end('unknown app or callback')
    const back = new URL(siteCallback)
    back.searchParams.set('code', standInCode)
    back.searchParams.set('state', url.searchParams.get('state') ?? '')
    return void response.writeHead(302, { Location: back.href }).end()
  }
  if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
    const body = await bodyOf(request)
    exchanges.push(body)
    const valid =
      body.client_id === localCmsClient.id &&
      body.client_secret === localCmsClient.secret &&
      body.code === standInCode
    response.writeHead(200, { 'Content-Type': 'application/json' })
    return void response.end(
      JSON.stringify(
        valid
          ? { access_token: standInToken, token_type: 'bearer', scope: 'repo' }
          : { error: 'bad_verification_code' },
      ),
    )
  }
  if (url.pathname === '/stand-in/exchanges') {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    return void response.end(JSON.stringify(exchanges))
  }
  response.writeHead(404).end()
})

// Only when run as the server, not when the test imports the constants above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  server.listen(testPorts.githubOAuth, '127.0.0.1', () =>
    console.log(`GitHub OAuth stand-in at ${testGitHubOAuthOrigin}`),
  )
}
