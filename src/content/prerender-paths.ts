// Imported by vite.config.ts: imports carry their extension, as Vite's native config loader
// requires.
import { allPages } from './pages.ts'

/** Every path the build writes an HTML file for (the 404 page is added by vite.config.ts). */
export const prerenderPaths = allPages.map((page) => page.path)
