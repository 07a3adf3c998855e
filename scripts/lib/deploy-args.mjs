// `npm run deploy`'s own options, and the arguments it passes on to `firebase deploy`.

/** `{ dryRun, channel, firebaseArgs, error }` from the arguments after `npm run deploy --`. */
export function deployArgs(args) {
  const dryRun = args.includes('--dry-run')
  const previewAt = args.indexOf('--preview')
  const channel = previewAt >= 0 ? args[previewAt + 1] : undefined
  const error =
    previewAt >= 0 && !/^[\w-]{1,40}$/.test(channel ?? '')
      ? '--preview needs a channel name (letters, digits, - and _), like pr-12'
      : undefined
  const ours = previewAt >= 0 ? [previewAt, previewAt + 1] : []
  const firebaseArgs = args.filter((arg, index) => arg !== '--dry-run' && !ours.includes(index))
  return { dryRun, channel, firebaseArgs, error }
}
