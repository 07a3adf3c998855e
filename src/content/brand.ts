// Imported by vite.config.ts (through the press kit plugin) and by scripts: no `@/` imports.
// Nothing else lives here: every page's logo reads it, so it must stay this small.

/** The product's name, as the wordmark spells it: lowercase, always. */
export const productName = 'touch grass'

/**
 * The logo's grass tuft on a 32 x 32 grid, drawn filled and stroked 1.5 wide with round joins.
 * The header, the footer, the app icons and the press kit all draw this one path.
 */
export const grassTuftPath =
  'M6 29c1-7 0-12-3-17 4 3 6 8 6 17M12 29c0-9 1-16 4-24 1 8 0 16-1 24M19 29c0-6 2-12 7-17-2 6-3 11-3 17M25 29c1-4 3-7 6-9-2 3-3 6-3 9'
