import { createServer } from 'node:http'
import { testContactFormOrigin, testPorts } from '../../../scripts/lib/test-ports.mjs'

export type ContactPost = { path: string; contentType: string | undefined; body: unknown }

// FormSubmit answers cross-origin, so the stand-in does too.
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, accept',
}

/**
 * Answers the test build's contact form (VITE_CONTACT_FORM_ORIGIN, scripts/build-for-tests.mjs)
 * the way FormSubmit's AJAX endpoint accepts a message, and keeps what it was sent.
 */
export async function startContactFormStandIn() {
  const posts: ContactPost[] = []
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      posts.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body: JSON.parse(body) as unknown,
      })
      response
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ success: 'true', message: 'The form was submitted successfully.' }))
    })
  })
  await new Promise<void>((listening) =>
    server.listen(testPorts.contactForm, '127.0.0.1', listening),
  )
  return {
    origin: testContactFormOrigin,
    posts,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
