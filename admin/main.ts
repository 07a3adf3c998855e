import { decapConfig, type EditorTarget } from './decap-config.ts'
import { keepTokenInMemory } from './token-in-memory.ts'

/** Set by vite.admin.config.ts. */
declare const editorTarget: EditorTarget

// Before Decap loads, so it never writes the token where the site's other pages can read it.
keepTokenInMemory(window)
const { default: CMS } = await import('decap-cms-app')
// The whole configuration comes from the content schemas; there is no config.yml to load.
CMS.init({ config: decapConfig(editorTarget, window.location.origin) as never })
