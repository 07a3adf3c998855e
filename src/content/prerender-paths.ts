// Imported by vite.config.ts: imports carry their extension, as Vite's native config loader
// requires.
import { allAnswers, resultPath } from './calculator.ts'
import { allPages } from './pages.ts'

/** Every calculator answer's own page. */
export const resultPaths = allAnswers.map(({ age, hours }) => resultPath(age, hours))

/** Every path the build writes an HTML file for (the 404 page is added by vite.config.ts). */
export const prerenderPaths = [...allPages.map((page) => page.path), ...resultPaths]
