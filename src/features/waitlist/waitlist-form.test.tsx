import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { expect, test, vi } from 'vitest'
import { waitlistCopy } from '@/content/waitlist'
import { saveSignup } from './save-signup'
import { WaitlistForm } from './waitlist-form'

vi.mock('./save-signup', () => ({ saveSignup: vi.fn(() => Promise.resolve()) }))
vi.mock('@/lib/analytics', () => ({ track: vi.fn() }))

test('a submit carried over from the prerendered form is saved once, even when effects run twice', async () => {
  // Strict Mode runs every effect twice in development, as a remount would.
  render(
    <StrictMode>
      <WaitlistForm
        idPrefix="test"
        carried={{ values: { email: 'early@example.com' }, focused: 'submit' }}
      />
    </StrictMode>,
  )
  await screen.findByText(waitlistCopy.success)
  expect(saveSignup).toHaveBeenCalledTimes(1)
  expect(saveSignup).toHaveBeenCalledWith('early@example.com')
})
