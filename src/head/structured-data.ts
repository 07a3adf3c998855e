import { appListing } from '@/content/app-listing'
import { product } from '@/content/product'
import { site } from '@/content/site'

const absolute = (path: string) => new URL(path, site.origin).href
const organizationId = absolute('/#organization')

/** The company behind the app. */
export function organization() {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: absolute('/'),
    logo: absolute('/icon-512.png'),
  }
}

/** The site itself, which lets search engines show the site's name. */
export function website() {
  return {
    '@type': 'WebSite',
    name: site.name,
    url: absolute('/'),
    inLanguage: 'en-GB',
    publisher: { '@id': organizationId },
  }
}

/**
 * The iPhone app and its two tiers. Premium is a subscription whose price the spec does not
 * give; schema.org allows an Offer without a price, so it says what it is and claims no number.
 * No rating or review markup: the site shows none.
 */
export function mobileApplication() {
  const { free, premium } = appListing.plans
  return {
    '@type': 'MobileApplication',
    name: site.name,
    description: site.description,
    url: absolute('/'),
    image: absolute('/og-image.png'),
    operatingSystem: `iOS ${product.minimumIos}.0 or later`,
    applicationCategory: appListing.category,
    installUrl: site.appStoreUrl,
    publisher: { '@id': organizationId },
    offers: [
      { '@type': 'Offer', ...free, price: 0, priceCurrency: 'GBP', category: 'free' },
      { '@type': 'Offer', ...premium, category: 'subscription' },
    ],
  }
}

/**
 * A route `head` script entry holding JSON-LD. `<` is escaped so no value can close the
 * script element early.
 */
export function jsonLdScript(nodes: readonly object[]) {
  const graph = { '@context': 'https://schema.org', '@graph': nodes }
  return { type: 'application/ld+json', children: JSON.stringify(graph).replace(/</g, '\\u003c') }
}

/** The homepage's structured data: `head: () => ({ ...seo(page), scripts: [homeStructuredData()] })`. */
export function homeStructuredData() {
  return jsonLdScript([organization(), website(), mobileApplication()])
}
