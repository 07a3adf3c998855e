import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { goLive, holdActionsForTests } from './held-actions'

// The script runs once per document in a browser; here each test gets a fresh body and a
// fresh listener, released at its end so none leaks into the next.
beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = `
    <button type="button" id="menu">menu</button>
    <button type="button" id="off" disabled>off</button>
    <form id="form"><input name="email" /><button id="send">send</button></form>`
  document.documentElement.removeAttribute('data-live')
  holdActionsForTests('touch-grass:live')
})

afterEach(() => {
  goLive()
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

  goLive()
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
  goLive()
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
  goLive()
  vi.runAllTimers()
  expect(onClick).not.toHaveBeenCalled()
})
