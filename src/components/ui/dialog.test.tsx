import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { expect, test } from 'vitest'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog'

function Example({ elsewhere }: { elsewhere?: boolean }) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const other = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button ref={other} type="button">
        other
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          returnFocusTo={opener}
          onCloseAutoFocus={(event) => {
            if (!elsewhere) return
            event.preventDefault()
            other.current?.focus()
          }}
        >
          <DialogTitle>panel</DialogTitle>
          <DialogDescription>a panel</DialogDescription>
          <DialogClose>close</DialogClose>
        </DialogContent>
      </Dialog>
    </>
  )
}

test('closing puts focus back on the control that opened the panel, even if focus left it', async () => {
  const user = userEvent.setup()
  render(<Example />)
  // As when a press held before the page was live opens it: nothing has focus.
  act(() => screen.getByRole('button', { name: 'open' }).click())
  await screen.findByRole('dialog')
  await user.click(screen.getByRole('button', { name: 'close' }))
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' })),
  )
})

test('a dialog that sends focus elsewhere on closing wins over the opener', async () => {
  const user = userEvent.setup()
  render(<Example elsewhere />)
  await user.click(screen.getByRole('button', { name: 'open' }))
  await user.keyboard('{Escape}')
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'other' })),
  )
})
