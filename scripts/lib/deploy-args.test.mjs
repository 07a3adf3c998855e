// @vitest-environment node
import { expect, test } from 'vitest'
import { deployArgs } from './deploy-args.mjs'

test('passes every other argument on to firebase deploy, the first one included', () => {
  expect(deployArgs(['--non-interactive', '--message', 'v1.2'])).toEqual({
    dryRun: false,
    channel: undefined,
    firebaseArgs: ['--non-interactive', '--message', 'v1.2'],
    error: undefined,
  })
})

test('takes --dry-run and --preview with its channel for itself', () => {
  expect(deployArgs(['--preview', 'pr-12', '--debug'])).toMatchObject({
    channel: 'pr-12',
    firebaseArgs: ['--debug'],
  })
  expect(deployArgs(['--dry-run'])).toMatchObject({ dryRun: true, firebaseArgs: [] })
})

test('refuses --preview without a usable channel name', () => {
  expect(deployArgs(['--preview']).error).toMatch(/needs a channel name/)
  expect(deployArgs(['--preview', 'a b']).error).toMatch(/needs a channel name/)
})
