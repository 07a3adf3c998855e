// `npm run waitlist:export [-- --out FILE]`: every waitlist entry as CSV (email, createdAt,
// status), oldest first, written to FILE (default waitlist-YYYY-MM-DD.csv, ignored by git).
// Cells are formula-safe. Target: see scripts/lib/waitlist-admin.mjs.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { toCsv, waitlistCollection, waitlistDatabase } from './lib/waitlist-admin.mjs'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const out = values.out ?? `waitlist-${new Date().toISOString().slice(0, 10)}.csv`

const snapshot = await waitlistDatabase().collection(waitlistCollection).orderBy('createdAt').get()
const rows = snapshot.docs.map((entry) => {
  const { email, createdAt, status } = entry.data()
  return [String(email ?? ''), createdAt?.toDate?.().toISOString() ?? '', String(status ?? '')]
})
writeFileSync(out, toCsv([['email', 'createdAt', 'status'], ...rows]), { mode: 0o600 })
console.error(
  `waitlist: ${rows.length} ${rows.length === 1 ? 'entry' : 'entries'} written to ${out}`,
)
