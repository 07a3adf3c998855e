import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { goLive } from './held-actions'
import { onDemand, useLoadAhead, useOnDemand } from './on-demand'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('loads once, and after a failure the next load tries again', async () => {
  const importer = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('chunk 404'))
    .mockResolvedValue('module')
  const code = onDemand(importer)
  await expect(code.load()).rejects.toThrow('chunk 404')
  expect(code.current).toBeUndefined()
  await expect(code.load()).resolves.toBe('module')
  await code.load()
  expect(importer).toHaveBeenCalledTimes(2)
  expect(code.current).toBe('module')
})

test('while the browser knows it is offline nothing is fetched, so no failure is remembered', async () => {
  const importer = vi.fn(() => Promise.resolve('module'))
  const code = onDemand(importer)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  await expect(code.load()).rejects.toThrow('offline')
  expect(importer).not.toHaveBeenCalled()
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  await expect(code.load()).resolves.toBe('module')
  expect(importer).toHaveBeenCalledTimes(1)
})

test('presses while the code loads are pending and act once, with the latest action', async () => {
  let arrive: (value: string) => void = () => {}
  const code = onDemand(() => new Promise<string>((resolve) => (arrive = resolve)))
  const { result } = renderHook(() => useOnDemand(code, () => {}))
  const first = vi.fn()
  const second = vi.fn()
  act(() => result.current.run(first))
  act(() => result.current.run(second))
  expect(result.current.pending).toBe(true)
  expect(result.current.pendingProps).toEqual({ 'data-pending': '', 'aria-busy': true })
  await act(async () => arrive('module'))
  expect(first).not.toHaveBeenCalled()
  expect(second).toHaveBeenCalledExactlyOnceWith('module')
  expect(result.current.pending).toBe(false)
  expect(result.current.module).toBe('module')
})

test('code that cannot load while the server answers goes to the fallback; offline it waits', async () => {
  const fallback = vi.fn()
  const code = onDemand(() => Promise.reject(new Error('chunk 404')))
  const { result } = renderHook(() => useOnDemand(code, fallback))

  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  )
  await act(async () => result.current.run())
  await act(async () => {})
  expect(fallback).not.toHaveBeenCalled()
  expect(result.current.pending).toBe(false)

  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
  )
  await act(async () => result.current.run())
  await act(async () => {})
  expect(fallback).toHaveBeenCalledTimes(1)
})

test('code fetched ahead (useLoadAhead) is fetched once the page is live and idle, before any press', () => {
  vi.useFakeTimers()
  const importer = vi.fn(() => Promise.resolve('module'))
  renderHook(() => useLoadAhead(onDemand(importer), 'menu'))
  vi.runAllTimers()
  expect(importer).not.toHaveBeenCalled()
  goLive()
  vi.runAllTimers()
  expect(importer).toHaveBeenCalledTimes(1)
  document.documentElement.removeAttribute('data-live')
  vi.useRealTimers()
})

test('code fetched ahead is ready at live for a press held before it', () => {
  document.body.innerHTML = '<button data-code="menu" data-pending>menu</button>'
  const importer = vi.fn(() => Promise.resolve('module'))
  const { result } = renderHook(() => useLoadAhead(onDemand(importer), 'menu'))
  expect(importer).toHaveBeenCalledTimes(1)
  expect(result.current.codeProps).toEqual({ 'data-code': 'menu' })
  document.body.innerHTML = ''
})
