// Which path of the GitHub workflow a change takes. A pull request that touches only the folders
// the editor at /admin writes (every save there is one) takes the content path: the build, the
// checks and specs that read content/, then its preview. Any other change, and every push to main,
// runs everything. Prints `code=true` or `code=false` for $GITHUB_OUTPUT. Plain Node, no
// dependencies: the workflow runs it before anything is installed.
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

/** What the owner's editor writes: content/ and the pictures and videos uploaded with it. */
export const contentFolders = ['content/', 'public/images/uploads/']

/** Whether a change to these files needs more than the content path. */
export const touchesCode = (files) =>
  files.some((file) => !contentFolders.some((folder) => file.startsWith(folder)))

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pullRequest = process.env.GITHUB_EVENT_NAME === 'pull_request'
  // A pull request is checked out as its merge commit, whose first parent is the base branch.
  const files = pullRequest
    ? execFileSync('git', ['diff', '--name-only', 'HEAD^1', 'HEAD'], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
    : []
  console.log(`code=${!pullRequest || touchesCode(files)}`)
}
