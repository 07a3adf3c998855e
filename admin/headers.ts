import type { EditorTarget } from './decap-config.ts'

/** The pages the editor is served at, in Firebase Hosting's glob syntax. */
export const adminSource = '/admin{,/**}'

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/**
 * The editor's own headers, added to dist/firebase.json after the site's (so they replace the
 * site's on /admin). Its policy: Decap needs inline styles (emotion), `eval` (ajv compiles the
 * config's schema, the TOML parser calls it), GitHub's API and avatars, and no script from
 * anywhere but this origin; decap-server's loopback address only in a build made for the tests.
 * Its opener policy lets the GitHub sign-in popup keep its opener: under the site's
 * `same-origin` the popup loses it and the handshake never arrives.
 * `noindex` in a header too, for crawlers that never parse the page.
 */
export function adminHeaderRule(target: EditorTarget): HeaderRule {
  const policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    // blob: Decap reads an uploaded picture back from its object URL before it saves it.
    'connect-src': [
      "'self'",
      'blob:',
      'https://api.github.com',
      ...(target.localBackendUrl ? [new URL(target.localBackendUrl).origin] : []),
    ],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return {
    source: adminSource,
    headers: [
      {
        key: 'Content-Security-Policy',
        value: Object.entries(policy)
          .map(([name, sources]) => [name, ...sources].join(' '))
          .join('; '),
      },
      { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      { key: 'Cache-Control', value: 'no-cache' },
    ],
  }
}
