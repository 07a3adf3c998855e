import type { BrowserContext } from '@playwright/test'

export const googleHosts =
  /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|firebase(installations)?\.googleapis\.com/

/** Answers Google's analytics hosts locally (no real network) and lists what was asked for. */
export async function answerGoogleLocally(context: BrowserContext) {
  const requests: string[] = []
  await context.route(googleHosts, async (route) => {
    const url = route.request().url()
    requests.push(url)
    if (url.includes('/gtag/js')) {
      await route.fulfill({ contentType: 'text/javascript', body: '/* gtag stand-in */' })
    } else if (url.includes('firebaseinstallations')) {
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          name: 'projects/demo/installations/fid',
          fid: 'cAbCdEfGhIjKlMnOpQrStU',
          refreshToken: 'r',
          authToken: { token: 't', expiresIn: '604800s' },
        }),
      })
    } else {
      await route.fulfill({ status: 204 })
    }
  })
  return requests
}
