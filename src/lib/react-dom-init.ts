// React DOM is CommonJS, which the bundler wraps in a function that runs at its first import.
// Importing it here, in a chunk of its own (vite.config.ts), makes that set-up a task of its own
// after the first paint instead of the start of the entry's (docs/decisions/074).
import 'react-dom/client'
