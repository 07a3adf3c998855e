import { HeadContent, ScriptOnce, Scripts, createRootRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { AnnouncementBanner } from '@/components/layout/announcement-banner'
import { ConsentBanner } from '@/components/layout/consent-banner'
import { RouteAnnouncer } from '@/components/layout/route-announcer'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SkipLink, mainContentId } from '@/components/layout/skip-link'
import { notFoundPage } from '@/content/pages'
import { site } from '@/content/site'
import { holdActionsScript } from '@/lib/loading/held-actions'
import { keepFocusInView } from '@/lib/keep-focus-in-view'
import { seo } from '@/head/seo'
import displayFontUrl from '@/assets/fonts/bricolage-grotesque-display.woff2?url'
import appCss from '@/styles/app.css?url'
import faviconSvg from 'virtual:favicon-svg'
import { NotFound } from './-components/not-found'

export const Route = createRootRoute({
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: site.themeColor },
      // Safari on iPhone shows its App Store banner for the app.
      { name: 'apple-itunes-app', content: `app-id=${site.appStoreId}` },
      // Not-found pages have no head of their own; the root supplies theirs.
      ...(match._notFound ? seo(notFoundPage).meta : []),
    ],
    links: [
      {
        rel: 'preload',
        href: displayFontUrl,
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      },
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon-32x32.png', type: 'image/png', sizes: '32x32' },
      // Inline: the browser fetches a linked icon on a connection of its own while the page loads.
      { rel: 'icon', href: svgDataUrl(faviconSvg), type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
    ],
  }),
  shellComponent: RootDocument,
  notFoundComponent: NotFound,
})

function svgDataUrl(svg: string) {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`
}

function RootDocument({ children }: { children: React.ReactNode }) {
  useEffect(keepFocusInView, [])
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
        {/* Only the prerendered HTML needs it; the condition keeps its text out of the client bundle. */}
        {import.meta.env.SSR && <ScriptOnce>{holdActionsScript()}</ScriptOnce>}
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <ConsentBanner />
        <AnnouncementBanner />
        <SiteHeader />
        <main id={mainContentId} tabIndex={-1} className="flex-1 pb-section outline-none">
          {children}
        </main>
        <SiteFooter />
        <RouteAnnouncer />
        <Scripts />
      </body>
    </html>
  )
}
