import { enum as oneOf, maxLength, minLength, overwrite, refine, string, trim } from 'zod/mini'

/**
 * zod's functions a kind's rule may use (RuleTools reads its type from here). Named, not the
 * `zod/mini` namespace: a namespace passed as a value keeps every export in the chunk, zod's
 * 40-odd locales and its JSON Schema writer included (84 kB gzip instead of 7). A kind that needs
 * another of zod's functions adds it here.
 */
export const ruleTools = {
  enum: oneOf,
  maxLength,
  minLength,
  overwrite,
  refine,
  string,
  trim,
}
