import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { expect, test, vi } from 'vitest'
import { formCopy } from '@/content/forms'
import { waitlistCopy, waitlistFields } from '@/content/waitlist'
import { saveSignup } from './save-signup'
import { WaitlistForm } from './waitlist-form'

vi.mock('./save-signup', () => ({ saveSignup: vi.fn(() => Promise.resolve()) }))
vi.mock('@/lib/analytics', () => ({ track: vi.fn() }))

test('a signup resumed after a reload is saved once, even when effects run twice', async () => {
  // Strict Mode runs every effect twice in development, as a remount would.
  render(
    <StrictMode>
      <WaitlistForm idPrefix="test" resumed={{ email: 'early@example.com' }} />
    </StrictMode>,
  )
  await screen.findByText(waitlistCopy.success)
  expect(saveSignup).toHaveBeenCalledTimes(1)
  expect(saveSignup).toHaveBeenCalledWith('early@example.com')
  expect(document.activeElement).toBe(screen.getByRole('button', { name: waitlistCopy.submit }))
})

test('an invalid address sent with Enter in the field is said once; sent with the button, focus moves to the field, which describes it', async () => {
  const user = userEvent.setup()
  const error = `${formCopy.errorPrefix} ${waitlistFields.email.messages.format}`
  render(<WaitlistForm idPrefix="test" />)
  const field = screen.getByLabelText(waitlistFields.email.label)
  const region = document.querySelector('[aria-live]')
  if (!region) throw new Error('no live region')
  const said: string[] = []
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) said.push(node.textContent ?? '')
  }).observe(region, { childList: true, subtree: true })
  const description = () =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim()

  await user.type(field, 'not an address{Enter}')
  await waitFor(() => expect(said).toEqual([error]))
  expect(document.activeElement).toBe(field)

  // The same words again are said again.
  await user.keyboard('{Enter}')
  await waitFor(() => expect(said).toEqual([error, error]))

  said.length = 0
  await user.click(screen.getByRole('button', { name: waitlistCopy.submit }))
  await waitFor(() => expect(document.activeElement).toBe(field))
  expect(description()).toBe(error)
  // Said by the field as it gains focus, so not by the live region as well.
  expect(said).toEqual([])
})
