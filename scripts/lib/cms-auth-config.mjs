// The editor's GitHub sign-in (functions/src/cms-auth.js), for `npm run check:config`: the OAuth
// app's client id is a function parameter, read from functions/.env.<project id> as
// `firebase deploy` reads it; its secret lives in Secret Manager and never in a file.

/** GitHub's client id shapes: OAuth apps (Ov23li…, or 20 hex digits before 2023), GitHub Apps. */
const clientIdShape = /^((Ov|Iv)23li[A-Za-z0-9]{14}|Iv1\.[0-9a-f]{16}|[0-9a-f]{20})$/

/** One line per problem, like configProblems. */
export function cmsAuthProblems({ functionsEnv, siteEnv, project }) {
  const problems = []
  const clientId = (functionsEnv.CMS_GITHUB_CLIENT_ID ?? '').trim()
  if (!clientIdShape.test(clientId))
    problems.push(
      `CMS_GITHUB_CLIENT_ID: ${clientId ? `"${clientId}" is not a GitHub client id` : `not set in functions/.env.${project}`}; copy the client id of the GitHub OAuth app, or nobody can sign in to /admin`,
    )
  if (siteEnv.CMS_GITHUB_CLIENT_SECRET || functionsEnv.CMS_GITHUB_CLIENT_SECRET)
    problems.push(
      `CMS_GITHUB_CLIENT_SECRET: is in a .env file or the environment; remove it and set it with \`npx firebase functions:secrets:set CMS_GITHUB_CLIENT_SECRET\``,
    )
  if (siteEnv.CMS_TEST_LOCAL_BACKEND)
    problems.push(
      'CMS_TEST_LOCAL_BACKEND: is set, so the editor would look for decap-server on loopback; leave it empty',
    )
  return problems
}
