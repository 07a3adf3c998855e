// `npm run build` and `npm test` run this first: the router must be the one TanStack Start pins.
import { routerVersionMismatch } from './lib/assumptions.mjs'

const mismatch = routerVersionMismatch()
if (mismatch) {
  console.error(mismatch)
  process.exit(1)
}
