import { site } from '@/content/site'

type SeoInput = {
  title: string
  description: string
  /** Path of the page; omitted for the not-found page, which must not claim a canonical URL. */
  path?: string
  image?: SeoImage
}

/** A link preview picture: its path on the site, its size in pixels and what it shows. */
export type SeoImage = { path: string; width: number; height: number; alt: string }

/** The site's own card (public/og-image.png, scripts/generate-brand-images.mjs). */
const siteCard: SeoImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}, over a line of grass`,
}

/** The `<title>` shown in tabs and results: the page's own name, then the product's. */
export function documentTitle(title: string) {
  return title.startsWith(site.name) ? title : `${title} · ${site.name}`
}

/** Head tags for a route's `head`: title, description, canonical, Open Graph and Twitter card. */
export function seo({ title, description, path, image = siteCard }: SeoInput) {
  const fullTitle = documentTitle(title)
  const imageUrl = new URL(image.path, site.origin).href
  const meta = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: site.locale },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  if (path === undefined) {
    return { meta: [...meta, { name: 'robots', content: 'noindex' }], links: [] }
  }
  const url = new URL(path, site.origin).href
  return {
    meta: [...meta, { property: 'og:url', content: url }],
    links: [{ rel: 'canonical', href: url }],
  }
}
