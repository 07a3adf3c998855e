// @vitest-environment node
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

test('describes the preview picture: the site card by default, a page its own when it has one', () => {
  const card = (head: ReturnType<typeof seo>, key: string) =>
    head.meta.find((tag) => 'property' in tag && tag.property === key)?.content
  const faq = seo(pages.faq)
  expect(card(faq, 'og:image')).toBe('https://touchgrass.app/og-image.png')
  expect(card(faq, 'og:image:alt')).toBe('touch grass: end the brainrot, over a line of grass')

  const result = seo({
    title: '1,277 hours a year on my phone',
    description: 'd',
    path: '/screentime-calculator/25-34/3-4',
    image: { path: '/images/results/25-34-3-4.png', width: 1080, height: 1920, alt: 'a' },
  })
  expect(card(result, 'og:image')).toBe('https://touchgrass.app/images/results/25-34-3-4.png')
  expect(card(result, 'og:image:width')).toBe('1080')
  expect(card(result, 'og:image:height')).toBe('1920')
  expect(card(result, 'og:image:alt')).toBe('a')
  expect(result.meta).toContainEqual({ name: 'twitter:image:alt', content: 'a' })
})
