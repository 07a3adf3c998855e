// Chromium (V8, since Chrome 136) compiles every function of a script whose first line is this
// comment eagerly, on a background thread while the script downloads. Without it V8 only
// pre-parses a function and compiles it on the main thread the first time it is called, which
// for React, the router and the page is all during hydration. Anywhere but the first line it
// does nothing; other browsers read it as a comment. docs/decisions/077-eager-compile-hint.md
export const eagerCompileHint = '//# allFunctionsCalledOnLoad'
