import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

/**
 * Used only by the build's prerenderer. It refuses to save a non-2xx page, so the one
 * request marked by vite.config.ts may render the not-found page with status 200; the
 * host then serves 404.html with a real 404 for any unknown path.
 */
export default createServerEntry({
  async fetch(request, options) {
    const response = await handler.fetch(request, options)
    return response.status === 404 && request.headers.get('x-prerender-404') === '1'
      ? new Response(response.body, { status: 200, headers: response.headers })
      : response
  },
})
