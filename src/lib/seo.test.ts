import { expect, test } from 'vitest'
import { pages } from '@/content/pages'
import { documentTitle, seo } from './seo'

test('appends the product name to a page title', () => {
  expect(documentTitle('faq')).toBe('faq · touch grass')
})

test('does not repeat the product name when the title already starts with it', () => {
  expect(documentTitle('touch grass: end the brainrot')).toBe('touch grass: end the brainrot')
})

test('gives a page a canonical URL and matching og:url on the configured origin', () => {
  const head = seo(pages.faq)
  expect(head.links).toEqual([{ rel: 'canonical', href: 'https://touchgrass.app/faq' }])
  expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://touchgrass.app/faq' })
  expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
})

test('marks a page without a path noindex and gives it no canonical URL', () => {
  const head = seo({ title: 'page not found', description: 'gone' })
  expect(head.links).toEqual([])
  expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
})
