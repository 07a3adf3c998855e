// The two links of a waitlist email, over HTTP. Following a link (GET, or a link checker's HEAD)
// only shows a page with one button; the button's POST does the work, and so does a mail
// client's RFC 8058 one-click POST to the unsubscribe link. Every other method changes nothing.
// So a mail scanner or link checker that fetches every link confirms and removes nobody.
import { confirmEntry, isLiveLink, unsubscribeEntry } from './waitlist.js'

/** The words of the page a link opens; the tests read its button from here. */
export const linkPages = {
  confirm: {
    title: 'confirm your place on the waitlist',
    text: 'one press and your address is on the touch grass android waitlist. we will write once, when the android version is ready.',
    button: 'confirm my address',
  },
  unsubscribe: {
    title: 'leave the waitlist?',
    text: 'one press and your address is deleted from the touch grass android waitlist. we will not write to you again.',
    button: 'leave the waitlist',
  },
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A page that works without JavaScript or any other file: its one form posts back to itself. */
export function buttonPage(kind, action) {
  const { title, text, button } = linkPages[kind]
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · touch grass</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 3rem 1.25rem; line-height: 1.5; }
  main { max-width: 32rem; margin: 0 auto; }
  button { font: inherit; font-weight: 600; padding: 0.75rem 1.25rem; min-height: 44px;
    border-radius: 999px; border: 2px solid currentColor; background: #14532d; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 3px; }
</style>
<main>
  <h1>${title}</h1>
  <p>${text}</p>
  <form method="post" action="${escape(action)}">
    <button type="submit">${button}</button>
  </form>
</main>
</html>
`
}

function noStore(response) {
  response.set('Cache-Control', 'no-store')
  response.set('Referrer-Policy', 'no-referrer')
}

const tokenOf = (request) => String(request.query.token ?? '')
const isRead = (request) => request.method === 'GET' || request.method === 'HEAD'

function refuse(response) {
  response.set('Allow', 'GET, HEAD, POST')
  response.status(405).send('method not allowed')
}

function showButton(response, kind, token) {
  response.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  )
  const action = `?token=${encodeURIComponent(token)}&via=page`
  response.status(200).type('html').send(buttonPage(kind, action))
}

/**
 * A link's two halves: GET and HEAD (what a person, a scanner or a link checker sends) only show
 * the page with the button; POST acts. `act` does the change and answers.
 */
async function handleLink(kind, act, db, config, request, response) {
  noStore(response)
  const token = tokenOf(request)
  if (isRead(request)) {
    const live = isLiveLink(config, token, kind)
    if (live !== 'ok') return void response.redirect(303, `/waitlist/${live}`)
    return void showButton(response, kind, token)
  }
  if (request.method !== 'POST') return void refuse(response)
  await act(db, config, token, request, response)
}

export const handleConfirm = (...args) =>
  handleLink(
    'confirm',
    async (db, config, token, request, response) =>
      response.redirect(303, `/waitlist/${await confirmEntry(db, config, token)}`),
    ...args,
  )

export const handleUnsubscribe = (...args) =>
  handleLink(
    'unsubscribe',
    async (db, config, token, request, response) => {
      const result = await unsubscribeEntry(db, config, token)
      // The page's button gets the result page; a mail client's one-click POST reads no page.
      if (request.query.via === 'page') return void response.redirect(303, `/waitlist/${result}`)
      response.status(result === 'unsubscribed' ? 200 : 400).send(result)
    },
    ...args,
  )
