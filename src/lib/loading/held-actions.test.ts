import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { holdActionsForTests, releaseHeldActions } from './held-actions'

// The script runs once per document in a browser; here each test gets a fresh body and a
// fresh listener, released at its end so none leaks into the next.
beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = `
    <button type="button" id="menu">menu</button>
    <button type="button" id="off" disabled>off</button>
    <form id="form"><input name="email" /><button id="send">send</button></form>`
  holdActionsForTests('touch-grass:live')
})

afterEach(() => {
  releaseHeldActions()
  vi.runAllTimers()
  vi.useRealTimers()
})

const element = (id: string) => document.getElementById(id)!

test('a press before the page is live shows pending and is replayed once, after release', () => {
  const menu = element('menu')
  const onClick = vi.fn()
  menu.addEventListener('click', onClick)
  menu.click()
  menu.click()
  expect(onClick).not.toHaveBeenCalled()
  expect(menu.getAttribute('aria-busy')).toBe('true')
  expect(menu.hasAttribute('data-pending')).toBe(true)

  releaseHeldActions()
  expect(menu.hasAttribute('aria-busy')).toBe(false)
  expect(menu.hasAttribute('data-pending')).toBe(false)
  vi.runAllTimers()
  expect(onClick).toHaveBeenCalledTimes(1)

  menu.click()
  expect(onClick).toHaveBeenCalledTimes(2)
})

test('a submit is held and submitted again with its submit button', () => {
  const form = element('form') as HTMLFormElement
  const onSubmit = vi.fn((event: SubmitEvent) => {
    event.preventDefault()
    return event.submitter?.id
  })
  form.addEventListener('submit', onSubmit)
  form.requestSubmit(element('send'))
  expect(onSubmit).not.toHaveBeenCalled()
  expect(element('send').getAttribute('aria-busy')).toBe('true')
  releaseHeldActions()
  vi.runAllTimers()
  expect(onSubmit).toHaveBeenCalledTimes(1)
  expect(onSubmit.mock.results[0]?.value).toBe('send')
})

test('a disabled button is left alone, and a control gone by release is not pressed', () => {
  const off = element('off')
  off.click()
  expect(off.hasAttribute('aria-busy')).toBe(false)

  const menu = element('menu')
  const onClick = vi.fn()
  menu.addEventListener('click', onClick)
  menu.click()
  menu.remove()
  releaseHeldActions()
  vi.runAllTimers()
  expect(onClick).not.toHaveBeenCalled()
})

test('a held press on a submit button submits its form, even when a click would remove the button first', () => {
  const form = element('form') as HTMLFormElement
  const send = element('send')
  // What React does while it dispatches the replayed click: it commits the hydrated page,
  // which no longer has this button (the contact form's no-JS routing buttons).
  send.addEventListener('click', () => send.remove())
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
  form.addEventListener('submit', onSubmit)
  send.click()
  expect(onSubmit).not.toHaveBeenCalled()
  releaseHeldActions()
  vi.runAllTimers()
  expect(onSubmit).toHaveBeenCalledTimes(1)
})
