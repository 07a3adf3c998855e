import { createRouter } from '@tanstack/react-router'
import { RouteError } from './routes/-components/route-error'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: false,
    defaultErrorComponent: RouteError,
  })
  // The router scrolls to the top after every render that follows a page change, and counts its
  // first render, at hydration, as one. On a slow phone that lands seconds after the first paint,
  // when the visitor may have scrolled down and be about to tap what is there. The prerendered
  // page is already where the browser put it; later page changes still start at the top.
  // `_scroll.n` is the router's "reset the next scroll" flag, typed in router-core: if an upgrade
  // renames it this fails to compile, and the first-paint test of a scrolled page fails if its
  // meaning changes.
  router._scroll.n = false
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
