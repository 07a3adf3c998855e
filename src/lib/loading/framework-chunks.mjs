/**
 * React and the router in chunks of their own (rolldown's `codeSplitting.groups`), so the
 * after-paint loader runs each in a task of its own. Start's client stays with the app (it imports
 * the route tree: a cycle would merge them back). postbuild stops the build if a group is empty.
 */
export const frameworkChunkGroups = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: 'router',
    test: /node_modules[\\/]@tanstack[\\/](router-core|react-router|history|store|react-store)[\\/]/,
    priority: 1,
  },
]

/**
 * Chromium (V8 136+) compiles every function of a script whose first line is this comment on a
 * background thread while it downloads, instead of on the main thread at each function's first
 * call (for React and the router, during hydration). Other browsers read a comment.
 */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad'

/** rolldown's `postBanner` (after minification): the hint on the framework chunks only. */
export const compileFrameworkEagerly = (chunk) =>
  frameworkChunkGroups.some((group) => group.name === chunk.name) ? eagerCompileHint : ''
