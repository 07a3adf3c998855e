import CMS from 'decap-cms-app'
import { decapConfig, type EditorTarget } from './decap-config.ts'

/** Set by vite.admin.config.ts. */
declare const editorTarget: EditorTarget

// The whole configuration comes from the content schemas; there is no config.yml to load.
CMS.init({ config: decapConfig(editorTarget) as never })
