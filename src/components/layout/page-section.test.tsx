import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { PageSection } from './page-section'

test('a section is named by its heading, and its lead follows the heading', () => {
  render(
    <PageSection id="facts" title="the facts" lead="every number, once">
      <p>body</p>
    </PageSection>,
  )
  const section = screen.getByRole('region', { name: 'the facts' })
  const heading = screen.getByRole('heading', { level: 2, name: 'the facts' })
  expect(section.contains(heading)).toBe(true)
  expect(heading.nextElementSibling?.textContent).toBe('every number, once')
})

test('without a lead, the content follows the heading directly', () => {
  render(
    <PageSection id="how" title="how it works">
      <p>body</p>
    </PageSection>,
  )
  const heading = screen.getByRole('heading', { level: 2, name: 'how it works' })
  expect(heading.nextElementSibling?.textContent).toBe('body')
})
