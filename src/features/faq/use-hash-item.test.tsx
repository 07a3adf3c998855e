import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { idFromHash, useHashItem } from './use-hash-item'

const ids = ['free-trial', 'cancel'] as const

function Probe() {
  const [openId] = useHashItem(ids)
  return (
    <>
      <p data-testid="open">{openId}</p>
      {ids.map((id) => (
        <div key={id} id={id}>
          <button type="button">{id}</button>
        </div>
      ))}
    </>
  )
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

test('reads an id from a hash', () => {
  expect(idFromHash('#free-trial')).toBe('free-trial')
  expect(idFromHash('free-trial')).toBe('free-trial')
  expect(idFromHash('#caf%C3%A9')).toBe('café')
  expect(idFromHash('#%E0%A4%A')).toBe('')
  expect(idFromHash('')).toBe('')
})

test('opens, scrolls to and focuses the item named by the hash on load', () => {
  const scroll = vi.fn()
  window.HTMLElement.prototype.scrollIntoView = scroll
  window.history.replaceState(null, '', '/faq#cancel')
  render(<Probe />)
  expect(screen.getByTestId('open')).toHaveProperty('textContent', 'cancel')
  expect(scroll).toHaveBeenCalledOnce()
  expect(scroll.mock.contexts[0]).toBe(document.getElementById('cancel'))
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'cancel' }))
})

test('follows hash changes, and ignores hashes that are not items', () => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn()
  render(<Probe />)
  expect(screen.getByTestId('open')).toHaveProperty('textContent', '')

  act(() => {
    window.location.hash = 'free-trial'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
  })
  expect(screen.getByTestId('open')).toHaveProperty('textContent', 'free-trial')
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'free-trial' }))

  act(() => {
    window.location.hash = 'contents'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
  })
  expect(screen.getByTestId('open')).toHaveProperty('textContent', 'free-trial')
})
