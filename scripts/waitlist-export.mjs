// `npm run waitlist:export [-- --out FILE] [--confirmed]`: every waitlist entry as CSV (email,
// createdAt, status, confirmedAt), oldest first, written to FILE (default waitlist-YYYY-MM-DD.csv,
// ignored by git; a second export that day is -2, and so on). With --confirmed only the people
// who confirmed their address. An export never overwrites a file.
// Cells are formula-safe. Target: see scripts/lib/waitlist-admin.mjs.
import { existsSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { toCsv, waitlistCollection, waitlistDatabase } from './lib/waitlist-admin.mjs'
import { confirmedPeople } from '../functions/src/waitlist.js'

const { values } = parseArgs({
  options: { out: { type: 'string' }, confirmed: { type: 'boolean', default: false } },
})
const day = new Date().toISOString().slice(0, 10)
let out = values.out ?? `waitlist-${day}.csv`
for (let count = 2; !values.out && existsSync(out); count += 1) out = `waitlist-${day}-${count}.csv`
if (existsSync(out)) {
  console.error(
    `waitlist: ${out} already exists, and an export never overwrites one: give another --out name`,
  )
  process.exit(1)
}

const database = waitlistDatabase()
const snapshot = await database.collection(waitlistCollection).orderBy('createdAt').get()
const confirmed = new Map(
  (await confirmedPeople(database)).map((person) => [person.entryId, person.confirmedAt]),
)
const rows = snapshot.docs
  .filter((entry) => !values.confirmed || confirmed.has(entry.id))
  .map((entry) => {
    const { email, createdAt, status } = entry.data()
    return [
      String(email ?? ''),
      createdAt?.toDate?.().toISOString() ?? '',
      String(status ?? ''),
      confirmed.get(entry.id)?.toISOString() ?? '',
    ]
  })
writeFileSync(out, toCsv([['email', 'createdAt', 'status', 'confirmedAt'], ...rows]), {
  mode: 0o600,
  flag: 'wx',
})
console.error(
  `waitlist: ${rows.length} ${rows.length === 1 ? 'entry' : 'entries'} written to ${out}`,
)
