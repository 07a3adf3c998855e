/**
 * React and the router in chunks of their own (rolldown's `codeSplitting.groups`), so the
 * after-paint loader runs each in a task of its own instead of one long one (docs/decisions/074).
 * Start's own client stays with the app: it imports the route tree, and a chunk cycle would
 * merge them back. `scripts/postbuild.mjs` stops the build if a group made no chunk.
 */
export const frameworkChunkGroups = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: 'router',
    test: /node_modules[\\/]@tanstack[\\/](router-core|react-router|history|store|react-store)[\\/]/,
    priority: 1,
  },
]
