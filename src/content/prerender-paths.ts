import { allPages } from './pages'

/** Every path the build writes an HTML file for (the 404 page is added by vite.config.ts). */
export const prerenderPaths = allPages.map((page) => page.path)
