/// <reference types="vite/client" />
import type { AppEnv } from './lib/env.schema'

declare global {
  // Every key is defined at build time from the validated schema, so none is optional here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ImportMetaEnv extends AppEnv {}
}
