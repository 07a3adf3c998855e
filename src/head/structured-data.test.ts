// @vitest-environment node
import { expect, test } from 'vitest'
import { homeStructuredData, jsonLdScript, mobileApplication } from './structured-data'

const parse = (script: { children: string }) =>
  JSON.parse(script.children) as { '@context': string; '@graph': Record<string, unknown>[] }

test('describes the organisation, the website and the app on schema.org', () => {
  const script = homeStructuredData()
  expect(script.type).toBe('application/ld+json')
  const data = parse(script)
  expect(data['@context']).toBe('https://schema.org')
  expect(data['@graph'].map((node) => node['@type'])).toEqual([
    'Organization',
    'WebSite',
    'MobileApplication',
  ])
})

test('names the app, its platform and its category', () => {
  expect(mobileApplication()).toMatchObject({
    name: 'touch grass',
    operatingSystem: 'iOS 17.0 or later',
    applicationCategory: 'LifestyleApplication',
    url: 'https://touchgrass.app/',
  })
})

test('offers a free tier at no cost and premium as a subscription without an invented price', () => {
  const [free, premium] = mobileApplication().offers
  expect(free).toMatchObject({ '@type': 'Offer', name: 'free', price: 0, priceCurrency: 'GBP' })
  expect(free?.description).toContain('2 apps')
  expect(premium).toMatchObject({ '@type': 'Offer', name: 'premium', category: 'subscription' })
  expect(premium).not.toHaveProperty('price')
  expect(premium?.description).toContain('7-day free trial')
})

test('carries no rating or review markup', () => {
  expect(homeStructuredData().children).not.toMatch(/aggregateRating|review/i)
})

test('escapes "<" so a value cannot end the script element', () => {
  const script = jsonLdScript([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }])
  expect(script.children).not.toContain('<')
  expect(parse(script)['@graph'][0]?.name).toBe('</script><script>alert(1)</script>')
})
