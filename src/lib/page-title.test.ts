// @vitest-environment node
import { expect, test } from 'vitest'
import { titleFromMatches } from './page-title'

test('takes the title of the deepest match that has one', () => {
  expect(
    titleFromMatches([
      { meta: [{ charSet: 'utf-8' }, { title: 'touch grass' }] },
      { meta: [{ name: 'description', content: 'x' }, { title: 'faq · touch grass' }] },
    ]),
  ).toBe('faq · touch grass')
})

test('falls back to a parent title, and to nothing', () => {
  expect(titleFromMatches([{ meta: [{ title: 'root' }] }, { meta: undefined }])).toBe('root')
  expect(titleFromMatches([{}])).toBe('')
})
